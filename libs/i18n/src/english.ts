// The English messages of the storefront's browser build: a table (generated/english.js) fetched
// once the page is to speak en-us, so a Chinese page never carries them. The build's message
// functions read it (generated/browser-messages.js); elsewhere (the server render, tests, Storybook,
// the console) every message holds both languages and this table is never needed.

type EnglishMessage = string | ((inputs: Record<string, unknown>) => string);

let table: readonly EnglishMessage[] | undefined;
let loading: Promise<void> | undefined;

/** The English table once loaded, else undefined. */
export function englishTable(): readonly EnglishMessage[] | undefined {
  return table;
}

/** Fetches the English table (once); resolves when messages can speak English. */
export function loadEnglish(): Promise<void> {
  loading ??= import('./generated/english.js').then((loaded) => {
    table = loaded.default;
  });
  return loading;
}
