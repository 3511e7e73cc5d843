// ShopComplaints page (see shopQueues.tsx and queue.tsx).
import { shopComplaintsQueue } from './shopQueues';

export const { loader, action, Component } = shopComplaintsQueue();
