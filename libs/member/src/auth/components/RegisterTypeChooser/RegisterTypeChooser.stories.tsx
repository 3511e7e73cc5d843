import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { RegisterTypeChooser } from './RegisterTypeChooser';

const meta = preview.meta({
  component: RegisterTypeChooser,
  decorators: [withRouter()],
  args: { types: ['PERSONAL' as const, 'COMPANY' as const], search: '?redirect=%2Fmember%2Findex' },
});

export const BothTypes = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /单位用户/ })).toHaveAttribute(
      'href',
      '/registerCompany?redirect=%2Fmember%2Findex',
    );
  },
});
export const PersonalOnly = meta.story({ args: { types: ['PERSONAL'] } });
