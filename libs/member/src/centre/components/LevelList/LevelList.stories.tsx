import preview from '@mall/ui/storybook/preview';
import { docs, playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { levelsFixture } from '../../fixtures';
import { LevelList } from './LevelList';

const meta = preview.meta({
  title: 'member/centre/LevelList',
  component: LevelList,
  parameters: docs(
    "Member levels of /member/level, by growth needed, with the member's own marked 当前. Props: `levels` " +
      '(id, name, growth, isCurrent), `currentName`. The API has no benefits per level yet, so none are shown. ' +
      'States: four levels, empty.',
  ),
  args: { levels: levelsFixture, currentName: '黄金会员' },
});

export const Levels = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('current-level')).toHaveTextContent('黄金会员');
  }),
});
export const Empty = meta.story({ args: { levels: [] } });
