// Payments review queue page (see queues.tsx and queue.tsx).
import { paymentsQueue } from './queues';

export const { loader, action, Component } = paymentsQueue();
