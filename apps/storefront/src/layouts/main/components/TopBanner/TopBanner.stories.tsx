import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { topBannerFixture } from '../../../../fixtures';
import { topAdCloseCountAtom } from '../../../../state';
import { TopBanner } from './TopBanner';

/** A fresh jotai store per story; `closes` presets the stored close counter. */
function FreshStore({ closes, children }: { closes: number; children: ReactNode }) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(topAdCloseCountAtom, closes);
    return s;
  });
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

const meta = preview.meta({
  title: 'storefront/layout/TopBanner',
  component: TopBanner,
  decorators: [
    (Story, { parameters }) => (
      <FreshStore closes={(parameters.closes as number | undefined) ?? 0}>
        <Story />
      </FreshStore>
    ),
  ],
  parameters: docs(
    'The ad above the header, from ad position NS_PC_INDEX_TOP. Props: `position` ({enabled, ' +
      'background, advs[]} or null). Hidden when the position is absent, disabled or empty. The × ' +
      'button hides it for this visit and increments a close counter stored in localStorage (jotai ' +
      'atomWithStorage); from 3 closes on (TOP_AD_CLOSE_LIMIT) it never shows again. States: ' +
      'shown, disabled, closed 3 times.',
  ),
  args: { position: topBannerFixture },
});

export const Shown = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('top-banner')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '关闭广告' }));
    await waitFor(() => expect(canvas.queryByTestId('top-banner')).toBeNull());
  },
});

export const Disabled = meta.story({
  args: { position: { ...topBannerFixture, enabled: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('top-banner')).toBeNull();
  },
});

export const ClosedThreeTimes = meta.story({
  parameters: { closes: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('top-banner')).toBeNull();
  },
});
