// ShopRefunds page (see shopQueues.tsx and queue.tsx).
import { shopRefundsQueue } from './shopQueues';

export const { loader, action, Component } = shopRefundsQueue();
