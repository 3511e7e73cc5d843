// Certifications review queue page (see queues.tsx and queue.tsx).
import { certificationsQueue } from './queues';

export const { loader, action, Component } = certificationsQueue();
