// The console's messages live beside the console (not in the storefront's bundles) and join the one
// i18next instance under the `console.` prefix when the console starts (registerConsoleMessages).
import { i18n, useT } from '@mall/i18n';
import { consoleEnUS } from './en-us';
import { consoleZhCN, type ConsoleMessages } from './zh-cn';

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every message of the console, as a dotted path: a typo is a type error. */
export type ConsoleKey = Paths<ConsoleMessages>;
export type ConsoleTranslate = (key: ConsoleKey, values?: Record<string, string | number>) => string;

let registered = false;
/** Adds the console's zh-cn and en-us messages to i18next (idempotent; stories and tests call it too). */
export function registerConsoleMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: structuredClone(consoleZhCN) }, true, true);
  i18n.addResourceBundle('en-us', 'translation', { console: structuredClone(consoleEnUS) }, true, true);
}

/** The console's `t`, re-rendering on a language change. */
export function useConsoleT(): ConsoleTranslate {
  registerConsoleMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.${key}`, values);
}

export { consoleZhCN, consoleEnUS, type ConsoleMessages };
