// Every story of the built Storybook against its committed baseline screenshot.
import { expect, test } from '@playwright/test';
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

test('the Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(20);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`http://127.0.0.1:${STORYBOOK_PORT}/iframe.html?id=${story.id}&viewMode=story`);
    // Wait until Storybook has rendered the story and finished its play function (a play that
    // changes the picture, like closing a banner, must be over before the screenshot); a story that
    // errors is a failed test.
    const phase = await page.waitForFunction(() => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } })
        .__STORYBOOK_PREVIEW__;
      const phases = (preview?.storyRenders ?? []).map((r) => r.phase);
      const done = phases.length > 0 && phases.every((p) => p && ['finished', 'completed', 'errored', 'aborted'].includes(p));
      return done ? phases : false;
    });
    // The function returns the phases only once they are all settled, so this is never false.
    const phases = (await phase.jsonValue()) as string[];
    for (const p of phases) expect(['finished', 'completed']).toContain(p);
    // Fonts and images settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
