// Every story of the built Storybook against its committed baseline screenshot.
//
// One browser context, page and Storybook document per worker, switched from story to story.
// Storage and cookies are cleared between stories, so no state (a closed banner's counter, a
// remembered flag) leaks from one to the next.
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_PORT } from '../../playwright.config';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const index = JSON.parse(readFileSync(resolve(root, 'storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-screenshot'));
const iframe = `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html`;

/** Requests a story's page has started and not yet finished (pictures, lazy chunks, fonts). */
const inFlight = new WeakMap<Page, number>();

/** What Storybook reported of each story shown in the page, by story id. */
interface Finished {
  status: 'success' | 'error';
  /** axe's violations (the a11y addon's report), as rule, impact, help and the first targets. */
  violations: string[];
  /** A play that threw, a render that threw, an error the story left unhandled. */
  errors: string[];
}

/**
 * Keeps what the preview reports of every story in `window.__storyFinished`: `storyFinished` (its
 * status and the a11y addon's report) and the errors of its render. A play that throws does not
 * make `storyFinished`'s status an error, so the exception events are kept beside it, under the
 * story whose render phase last changed. The preview creates its channel at start-up, so the
 * listeners are attached as the channel is assigned.
 */
function listenForFinishedStories() {
  type Report = { type: string; status: string; result?: { violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[] } };
  type Channel = { on(event: string, listener: (payload: never) => void): void };
  const finished: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  let rendering = '';
  let channel: unknown;
  Object.defineProperty(window, '__storyFinished', { value: finished });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: Channel) {
      channel = value;
      value.on('storyRenderPhaseChanged', ({ storyId, newPhase }: { storyId: string; newPhase: string }) => {
        rendering = storyId;
        if (newPhase === 'preparing') errors[storyId] = [];
      });
      const keepError = (event: string) => (error: { message?: string } | { message?: string }[] | string) => {
        const messages = (Array.isArray(error) ? error : [error]).map((e) => (typeof e === 'string' ? e : (e?.message ?? String(e))));
        // The first line of each, without the terminal colours of expect's messages (the rest is a DOM dump).
        (errors[rendering] ??= []).push(...messages.map((m) => `${event}: ${m.replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '').split('\n')[0]!.slice(0, 300)}`));
      };
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyUnhandledErrors', 'unhandledErrorsWhilePlaying']) {
        value.on(event, keepError(event));
      }
      value.on('storyFinished', ({ storyId, status, reporters }: { storyId: string; status: string; reporters: Report[] }) => {
        const violations = reporters
          .filter((r) => r.type === 'a11y' && r.status === 'failed')
          .flatMap((r) => r.result?.violations ?? [])
          .map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        finished[storyId] = { status, violations, errors: errors[storyId] ?? [] };
      });
    },
  });
}

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      // The same options as the project's `use` (a worker fixture cannot read test-scoped options).
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      const page = await context.newPage();
      await page.addInitScript(listenForFinishedStories);
      inFlight.set(page, 0);
      const settle = () => inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 1) - 1));
      page.on('request', () => inFlight.set(page, (inFlight.get(page) ?? 0) + 1));
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type PreviewWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, ...args: unknown[]): void };
  __storyFinished?: Record<string, Finished>;
};

/**
 * Shows `story` and waits until Storybook has rendered it, run its play and checked it with axe (the
 * a11y addon's afterEach, as in the Vitest story run). The worker's first story loads the iframe;
 * every later one is switched to in that document, as Storybook's own sidebar does (the preview
 * unmounts the previous story and renders the next with its own args, globals and loaders), so
 * Storybook's scripts are not parsed again for each of a thousand stories.
 */
async function showStory(page: Page, story: IndexEntry): Promise<Finished> {
  await page.context().clearCookies();
  if (page.url().startsWith(iframe)) {
    // Storage is the origin's, not the story's: clear what the previous story left.
    await page.evaluate((storyId) => {
      const preview = window as PreviewWindow;
      localStorage.clear();
      sessionStorage.clear();
      window.scrollTo(0, 0);
      delete preview.__storyFinished?.[storyId];
      preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
  } else {
    await page.goto(`${iframe}?id=${story.id}&viewMode=story`);
  }
  // A play that changes the picture (closing a banner) must be over before the screenshot.
  const finished = await page.waitForFunction((storyId) => (window as PreviewWindow).__storyFinished?.[storyId] ?? false, story.id);
  return (await finished.jsonValue()) as Finished;
}

/**
 * Fonts, pictures and lazy chunks have arrived: no request of the page is open, twice across two
 * frames (a picture a render just inserted starts its request within a frame). Playwright's
 * `networkidle` waits for 500 ms of silence after the last request, over a second per story pair.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // A request that never ends (a stream) must not hang the test: the screenshot's own retries judge.
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; quiet < 2 && Date.now() < deadline; ) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if ((inFlight.get(page) ?? 0) === 0) quiet += 1;
    else {
      quiet = 0;
      await page.waitForTimeout(20);
    }
  }
}

base('the Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(20);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const finished = await showStory(page, story);
    // A play that threw, an error the story left unhandled, or an axe violation (WCAG A/AA).
    expect(finished.violations, 'axe violations').toEqual([]);
    expect(finished.errors, 'the play or the render threw').toEqual([]);
    expect(finished.status, 'the story errored (its play or an unhandled error)').toBe('success');
    await settled(page);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
