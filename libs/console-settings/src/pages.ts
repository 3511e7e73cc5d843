// The console's settings pages.
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [];
