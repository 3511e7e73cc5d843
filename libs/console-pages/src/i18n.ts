// The micro pages' messages chosen at run time (a page's state). The messages themselves are in
// ../messages/*.json under `console.pages.`; a state the table lacks shows its key, as before.
import { m, messageFor, type Message } from '@mall/i18n';
import type { DiyPageState } from '@mall/rest-contract';

const STATE_TEXT: Record<DiyPageState, Message> = {
  draft: m['console.pages.state.draft'],
  published: m['console.pages.state.published'],
  changed: m['console.pages.state.changed'],
};

/** A micro page's state (未发布, 已发布…). */
export const stateText = (state: string): string =>
  messageFor<string>(STATE_TEXT, state, `console.pages.state.${state}`);
