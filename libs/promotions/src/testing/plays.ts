/**
 * The one-step plays the promotions stories share (a card's call to action shown or gone, a link's
 * target, a text shown), said once. Imported only by stories, never by the lib's entries.
 */
import { expect, within } from 'storybook/test';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The link of that name is visible. */
export const showsLink =
  (name: string | RegExp): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name })).toBeVisible();
  };

/** No link of that name (sold out, full, ended). */
export const hidesLink =
  (name: string | RegExp): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name })).toBeNull();
  };

/** The link of that name leads to `href`. */
export const linksTo =
  (name: string | RegExp, href: string): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', href);
  };

/** The text is visible. */
export const showsText =
  (text: string | RegExp): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

/** The plays one after another. */
export const all =
  (...plays: Play[]): Play =>
  async (context) => {
    for (const play of plays) await play(context);
  };
