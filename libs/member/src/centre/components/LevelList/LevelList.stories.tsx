import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { levelsFixture } from '../../fixtures';
import { LevelList } from './LevelList';

const meta = preview.meta({
  component: LevelList,
  args: { levels: levelsFixture, currentName: '黄金会员' },
});

export const Levels = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('current-level')).toHaveTextContent('黄金会员');
  }),
});
export const Empty = meta.story({ args: { levels: [] } });
