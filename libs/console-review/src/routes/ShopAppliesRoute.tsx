// ShopApplies page (see shopQueues.tsx and queue.tsx).
import { shopAppliesQueue } from './shopQueues';

export const { loader, action, Component } = shopAppliesQueue();
