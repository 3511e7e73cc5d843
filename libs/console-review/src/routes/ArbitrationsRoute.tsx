// Arbitrations page (see shopQueues.tsx and queue.tsx).
import { arbitrationsQueue } from './shopQueues';

export const { loader, action, Component } = arbitrationsQueue();
