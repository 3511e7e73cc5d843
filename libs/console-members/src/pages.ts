// The console's members pages.
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [];
