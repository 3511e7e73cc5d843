import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const meta = preview.meta({
  title: 'UI/Layout/Inline',
  component: Inline,
});

/** The actions of a form: submit and cancel with small space. */
export const Actions = meta.story({
  args: {
    space: 'sm',
    'aria-label': '操作',
    role: 'group',
    children: [<Button key="a">保存并使用</Button>, <Button key="b" variant="secondary">取消</Button>],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '操作' });
    await expect(getComputedStyle(group).flexDirection).toBe('row');
    await expect(within(group).getAllByRole('button')).toHaveLength(2);
  },
});

/** A heading and its link at the two ends. */
export const SpaceBetween = meta.story({
  args: {
    space: 'md',
    align: 'space-between',
    background: 'surface',
    padding: 'md',
    children: [<strong key="a">湖南湘西黄金茶旗舰店</strong>, <a key="b" href="#shop">进入店铺</a>],
  },
});

/** Many long labels wrap onto further rows with the same space. */
export const Wrapping = meta.story({
  args: {
    space: 'sm',
    style: { maxWidth: 360 },
    children: ['保靖黄金茶', '湘西腊肉', '古丈毛尖', '龙山百合', '永顺松柏大米', '花垣县十八洞村猕猴桃', '吉首酒鬼酒'].map((name) => (
      <Button key={name} size="sm" variant="secondary">
        {name}
      </Button>
    )),
  },
});

/** Nothing inside: an empty row, no error. */
export const Empty = meta.story({ args: { space: 'md' } });
