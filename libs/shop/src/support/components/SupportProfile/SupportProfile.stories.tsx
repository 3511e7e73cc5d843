import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { unitsFixture } from '../../fixtures';
import { SupportProfile } from './SupportProfile';

const meta = preview.meta({
  title: 'shop/support/SupportProfile',
  component: SupportProfile,
  parameters: docs(
    'The unit header of /support-{id} (/fupin/api/Support/info): logo, name and introduction. Props: `unit`. States: a unit, a long Chinese name.',
  ),
  args: { unit: unitsFixture[0] },
});

export const Unit = meta.story();
export const LongName = meta.story({ args: { unit: { ...unitsFixture[0], name: '中央和国家机关工作委员会定点帮扶湘西土家族苗族自治州保靖县工作组' } } });
