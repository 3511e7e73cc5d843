// Invoices review queue page (see queues.tsx and queue.tsx).
import { invoicesQueue } from './queues';

export const { loader, action, Component } = invoicesQueue();
