import preview from '@mall/ui/storybook/preview';
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
  component: TopBanner,
  decorators: [
    (Story, { parameters }) => (
      <FreshStore closes={(parameters.closes as number | undefined) ?? 0}>
        <Story />
      </FreshStore>
    ),
  ],
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
