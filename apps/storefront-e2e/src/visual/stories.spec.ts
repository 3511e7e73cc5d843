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
    // Storybook marks the body once the story rendered (some stories render nothing on purpose)
    // or failed; a failed story is a failed test.
    await page.waitForFunction(() =>
      ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].some((c) => document.body.classList.contains(c)),
    );
    expect(await page.evaluate(() => document.body.className)).toContain('sb-show-main');
    // Fonts and images settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
