import { m } from '@mall/i18n';
import { Inline, Input } from '@mall/ui';

import { fromChinaInput, toChinaInput } from '../../lib/time';

export interface DateRangeFieldsProps {
  /** Unix seconds; null while empty. */
  start: number | null;
  end: number | null;
  onChange: (range: { start: number | null; end: number | null }) => void;
  /** The contract's messages for start_time / end_time. */
  errors?: { start?: string; end?: string };
}

/** When an activity runs: two date-time fields read and written in China time (the mall's time). */
export function DateRangeFields({ start, end, onChange, errors = {} }: DateRangeFieldsProps) {
  return (
    <Inline space="md">
      <Input
        label={m['console.campaigns.form.start']()}
        type="datetime-local"
        value={start === null ? '' : toChinaInput(start)}
        error={errors.start}
        onChange={(e) => onChange({ start: fromChinaInput(e.target.value), end })}
      />
      <Input
        label={m['console.campaigns.form.end']()}
        type="datetime-local"
        value={end === null ? '' : toChinaInput(end)}
        error={errors.end}
        onChange={(e) => onChange({ start, end: fromChinaInput(e.target.value) })}
      />
    </Inline>
  );
}
