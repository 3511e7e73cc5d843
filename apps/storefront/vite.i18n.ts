// The storefront's browser build takes the messages without English (tools/scripts/i18n-compile.mjs,
// writeBrowserMessages): each compiled message holds Chinese, and English is one chunk fetched when
// the page speaks en-us (@mall/i18n's english.ts). The server render keeps Paraglide's modules with
// both languages, since it answers either language per request.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const generated = fileURLToPath(new URL('../../libs/i18n/src/generated/', import.meta.url)).replaceAll('\\', '/');
const i18nSrc = fileURLToPath(new URL('../../libs/i18n/src/', import.meta.url)).replaceAll('\\', '/');

export function browserMessages(): Plugin {
  return {
    name: 'mall:browser-messages',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options.ssr || !importer) return null;
      const from = importer.replaceAll('\\', '/');
      // `m` (generated/messages.js) and the title table (generated/tables.js) import the messages.
      if (source === './messages/_index.js' && from.startsWith(generated)) return `${generated}browser-messages.js`;
      // i18n.ts overrides Paraglide's getLocale; the browser messages read the same one.
      if (source === './generated/runtime.js' && from.startsWith(i18nSrc)) return `${generated}browser-runtime.js`;
      return null;
    },
  };
}
