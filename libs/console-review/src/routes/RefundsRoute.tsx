// Refunds review queue page (see queues.tsx and queue.tsx).
import { refundsQueue } from './queues';

export const { loader, action, Component } = refundsQueue();
