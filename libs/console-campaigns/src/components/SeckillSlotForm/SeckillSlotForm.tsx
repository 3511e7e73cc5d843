import { m } from '@mall/i18n';
import { Inline, Input } from '@mall/ui';
import { seckillSlotSave } from '@mall/rest-contract';
import type { SeckillSlotInput } from '@mall/console-kit';

import { minuteText, parseMinute } from '../../lib/time';
import { useDraft } from '../../lib/useDraft';
import { CampaignForm } from '../CampaignForm/CampaignForm';

export interface SeckillSlotDraft {
  slotId?: number;
  name: string;
  /** "HH:MM" as typed. */
  start: string;
  end: string;
}

export const slotDraftOf = (s?: {
  slotId: number;
  name: string;
  startMinute: number;
  endMinute: number;
}): SeckillSlotDraft =>
  s
    ? { slotId: s.slotId, name: s.name, start: minuteText(s.startMinute), end: minuteText(s.endMinute) }
    : { name: '', start: '', end: '' };

export interface SeckillSlotFormProps {
  initial: SeckillSlotDraft;
  busy?: boolean;
  error?: string;
  onSave: (input: SeckillSlotInput) => void;
  onCancel: () => void;
}

/**
 * A daily seckill slot: its name and its hours (HH:MM, China time, the end after the start). A slot
 * repeats every day; the goods in it carry their own dates.
 */
export function SeckillSlotForm({ initial, busy, error, onSave, onCancel }: SeckillSlotFormProps) {
  const { draft, set, errors, check } = useDraft(initial);
  const save = () => {
    const start = parseMinute(draft.start);
    const end = parseMinute(draft.end);
    const extra: Record<string, string> = {};
    if (start === null) extra.start_minute = m['console.campaigns.seckill.badTime']();
    if (end === null) extra.end_minute = m['console.campaigns.seckill.badTime']();
    const body = { slot_id: draft.slotId, name: draft.name, start_minute: start ?? 0, end_minute: end ?? 0 };
    if (check(seckillSlotSave, body, extra))
      onSave({ slotId: draft.slotId, name: draft.name.trim(), startMinute: start!, endMinute: end! });
  };
  return (
    <CampaignForm
      title={draft.slotId ? m['console.campaigns.seckill.slotEdit']() : m['console.campaigns.seckill.slotCreate']()}
      busy={busy}
      error={error}
      onSave={save}
      onCancel={onCancel}
    >
      <p>{m['console.campaigns.seckill.slotHint']()}</p>
      <Input
        label={m['console.campaigns.seckill.slotName']()}
        value={draft.name}
        maxLength={32}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <Inline space="md">
        <Input
          label={m['console.campaigns.seckill.slotStart']()}
          value={draft.start}
          placeholder="10:00"
          inputMode="numeric"
          error={errors.start_minute}
          onChange={(e) => set('start', e.target.value)}
        />
        <Input
          label={m['console.campaigns.seckill.slotEnd']()}
          value={draft.end}
          placeholder="12:00"
          inputMode="numeric"
          error={errors.end_minute}
          onChange={(e) => set('end', e.target.value)}
        />
      </Inline>
    </CampaignForm>
  );
}
