import preview from '@mall/ui/storybook/preview';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { DateRangeFields } from './DateRangeFields';

const meta = preview.meta({ component: DateRangeFields, args: { start: null, end: null, onChange: fn() } });

/** Nothing chosen yet. */
export const Empty = meta.story({});

/** A week in China time: 2026-11-27 10:00 to 2026-12-04 10:00; typing a new start reports it in unix seconds. */
export const Filled = meta.story({
  args: { start: Date.UTC(2026, 10, 27, 2) / 1000, end: Date.UTC(2026, 11, 4, 2) / 1000 },
  play: async ({ canvasElement, args }) => {
    const start = within(canvasElement).getByLabelText('开始时间（北京时间）');
    await expect(start).toHaveValue('2026-11-27T10:00');
    fireEvent.change(start, { target: { value: '2026-11-28T08:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: Date.UTC(2026, 10, 28, 0, 30) / 1000,
      end: Date.UTC(2026, 11, 4, 2) / 1000,
    });
  },
});

/** The contract refused the range. */
export const Error = meta.story({
  args: {
    start: Date.UTC(2026, 10, 27, 2) / 1000,
    end: Date.UTC(2026, 10, 26, 2) / 1000,
    errors: { end: '结束时间必须晚于开始时间' },
  },
});
