import { m } from '@mall/i18n';
import { useState } from 'react';
import { Card, Inline, Input, Select, Stack, Textarea } from '@mall/ui';
import { PROJECT_GOODS_MAX, projectSaveRequest } from '@mall/rest-contract';
import { FormActions, goodsOfIds, GoodsPicker, type PickerGoods } from '@mall/console-kit';
import { useDraft } from '../../lib/formErrors';
import { projectStatusName } from '../../lib/projectStatus';

export interface ProjectDraft {
  projectId?: number;
  title: string;
  place: string;
  beneficiaries: number;
  targetAmount: string;
  raisedAmount: string;
  status: number;
  cover: string;
  summary: string;
  content: string;
  skuIds: number[];
  sort: number;
}

export interface ProjectFormProps {
  initial: ProjectDraft;
  /** The project's goods, named (the draft holds only their sku ids). */
  goods: readonly PickerGoods[];
  /** The goods search (the route's). */
  search: (keyword: string) => Promise<readonly PickerGoods[]>;
  busy?: boolean;
  error?: string;
  onSave: (draft: ProjectDraft) => void;
  onCancel: () => void;
}

const progressOf = (raised: string, target: string) => {
  const r = Number(raised);
  const g = Number(target);
  return g > 0 && Number.isFinite(r) ? Math.min(100, Math.floor((r * 100) / g)) : 0;
};

/**
 * A poverty-alleviation project (/promotion/projectList): name, place, beneficiaries, target and raised
 * amounts in yuan (the progress bar the storefront draws, shown as you type), status (筹备中 /
 * 进行中 / 已完成), cover, summary and details (HTML the house sanitizer cleans), the goods its page
 * shows (chosen with console-kit's GoodsPicker, at most PROJECT_GOODS_MAX). Checked with the
 * contract's projectSaveRequest; mall-api refuses a preparing project with money raised and a
 * completed one short of its target.
 */
export function ProjectForm({ initial, goods, search, busy = false, error, onSave, onCancel }: ProjectFormProps) {
  const { d, set, errors, save } = useDraft(initial, projectSaveRequest, (v) => ({ project_id: v.projectId, title: v.title, place: v.place, beneficiaries: v.beneficiaries, target_amount: v.targetAmount, raised_amount: v.raisedAmount, status: v.status, cover: v.cover, summary: v.summary, content: v.content, sku_ids: v.skuIds, sort: v.sort }), onSave);
  const [chosen, setChosen] = useState(() => goodsOfIds(initial.skuIds, Object.fromEntries(goods.map((g) => [g.skuId, g]))));
  return (
    <Card title={d.projectId ? m['console.sites.projects.form.edit']() : m['console.sites.projects.form.create']()}>
      <Stack space="sm">
        <Input label={m['console.sites.projects.form.title']()} value={d.title} maxLength={128} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Input label={m['console.sites.projects.form.place']()} value={d.place} maxLength={128} error={errors.place} onChange={(e) => set({ place: e.target.value })} />
        <Inline space="md">
          <Input label={m['console.sites.projects.form.target']()} inputMode="decimal" value={d.targetAmount} error={errors.target_amount} onChange={(e) => set({ targetAmount: e.target.value.trim() })} />
          <Input label={m['console.sites.projects.form.raised']()} inputMode="decimal" value={d.raisedAmount} error={errors.raised_amount} onChange={(e) => set({ raisedAmount: e.target.value.trim() })} />
          <Input label={m['console.sites.projects.form.beneficiaries']()} inputMode="numeric" value={String(d.beneficiaries)} error={errors.beneficiaries} onChange={(e) => set({ beneficiaries: Number(e.target.value) || 0 })} />
        </Inline>
        <p>{m['console.sites.projects.form.progress']({ progress: progressOf(d.raisedAmount, d.targetAmount) })}</p>
        <Select
          label={m['console.sites.projects.form.status']()}
          placeholder={false}
          value={String(d.status)}
          options={[0, 1, 2].map((s) => ({ value: String(s), label: projectStatusName(s) }))}
          error={errors.status}
          onChange={(e) => set({ status: Number(e.target.value) })}
        />
        <Input label={m['console.sites.projects.form.cover']()} value={d.cover} maxLength={255} error={errors.cover} onChange={(e) => set({ cover: e.target.value })} />
        <Input label={m['console.sites.projects.form.summary']()} value={d.summary} maxLength={255} error={errors.summary} onChange={(e) => set({ summary: e.target.value })} />
        <Textarea label={m['console.sites.projects.form.content']()} rows={6} value={d.content} error={errors.content} onChange={(e) => set({ content: e.target.value })} />
        <h3>{m['console.sites.projects.form.goods']()}</h3>
        <GoodsPicker
          chosen={chosen}
          max={PROJECT_GOODS_MAX}
          search={search}
          error={errors.sku_ids}
          onChange={(next) => {
            setChosen(next);
            set({ skuIds: next.map((g) => g.skuId) });
          }}
        />
        <Input label={m['console.sites.projects.form.sort']()} inputMode="numeric" value={String(d.sort)} maxLength={4} error={errors.sort} onChange={(e) => set({ sort: Number(e.target.value) || 0 })} />
        <FormActions saveLabel={m['console.sites.projects.form.save']()} cancelLabel={m['console.sites.projects.form.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
