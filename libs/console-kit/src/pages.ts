// console-kit has no pages of its own; the entry exists so every console lib has the same shape.
import type { ConsolePage } from './route';

export const consolePages: ConsolePage[] = [];
