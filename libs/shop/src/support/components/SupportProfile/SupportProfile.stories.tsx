import preview from '@mall/ui/storybook/preview';
import { unitsFixture } from '../../fixtures';
import { SupportProfile } from './SupportProfile';

const meta = preview.meta({
  component: SupportProfile,
  args: { unit: unitsFixture[0] },
});

export const Unit = meta.story();
export const LongName = meta.story({ args: { unit: { ...unitsFixture[0], name: '中央和国家机关工作委员会定点帮扶湘西土家族苗族自治州保靖县工作组' } } });
