// Complaints review queue page (see queues.tsx and queue.tsx).
import { complaintsQueue } from './queues';

export const { loader, action, Component } = complaintsQueue();
