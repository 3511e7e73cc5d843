import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { citiesFixture, countySiteFixture } from '../../fixtures';
import { emptySite, SiteForm } from './SiteForm';

const meta = preview.meta({
  component: SiteForm,
  args: { initial: countySiteFixture, cities: citiesFixture, onSave: fn(), onCancel: fn() },
});

/** A county site: saving hands the form over; a subdomain with capitals and spaces is refused first. */
export const CountySite = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const domain = canvas.getByLabelText('二级域名');
    await userEvent.clear(domain);
    await userEvent.type(domain, 'Bao Jing');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText(/二级域名只能用小写字母/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(domain);
    await userEvent.type(domain, 'baojing');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ webDomain: 'baojing', parentSiteId: 1 }));
  },
});

/** A new site: every required field says what is missing. */
export const Empty = meta.story({
  args: { initial: emptySite },
  play: refusesSave('保存', '请填写分站名称'),
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '二级域名 baojing 已被其他分站使用' } });

/** Long Chinese names. */
export const LongNames = meta.story({ args: { initial: { ...countySiteFixture, title: '湘西土家族苗族自治州保靖县消费帮扶特产分站', welcome: '保靖黄金茶，一两黄金一两茶；吕洞山下，土家苗寨的好山好水孕育好产品' } } });
