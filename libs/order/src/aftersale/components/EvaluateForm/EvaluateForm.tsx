import { useState, type FormEvent } from 'react';
import type { EvaluateAgainInput, EvaluateGoodsInput } from '@mall/gateway-client';
import type { AfterSaleFormProps, Evaluation } from '../../lib/types';
import { m } from '@mall/i18n';
import { Box, Empty, Stack } from '@mall/ui';
import { validateEvaluation, validateFollowUp } from '../../lib/validation';
import { EvaluateLine, type LineDraft } from '../EvaluateLine/EvaluateLine';
import * as styles from './EvaluateForm.css';
import { FormFooter, pageStyles as shared } from '@mall/page-kit';

export type EvaluateSubmission = { kind: 'first'; goods: EvaluateGoodsInput[] } | { kind: 'again'; goods: EvaluateAgainInput[] };

/** onSubmit gets a checked first evaluation (every line) or follow-up (the lines written). */
export interface EvaluateFormProps extends AfterSaleFormProps<EvaluateSubmission> {
  evaluation: Evaluation;
}

type LineErrors = Record<number, { scores?: string; content?: string }>;

/** Which form the order allows: a first evaluation, a follow-up, or none (read-only). */
export function evaluateMode(e: Pick<Evaluation, 'canEvaluate' | 'canEvaluateAgain'>): 'first' | 'again' | 'view' {
  if (e.canEvaluate) return 'first';
  return e.canEvaluateAgain ? 'again' : 'view';
}

/**
 * The /evaluate page body. Props: `evaluation` (orderEvaluation: lines, canEvaluate, canEvaluateAgain,
 * evaluateStatus), `onUpload(file)`, `onSubmit({kind: "first" | "again", goods})`, `submitting`, `error` (the
 * server refusal, inline). A first evaluation needs stars and text on every line (mall-api takes all lines at
 * once); a follow-up needs text on at least one line (photos alone are refused); after that, or before the
 * order is completed, it is read-only. States: first, refused by validation, long name, follow-up, server
 * error, read-only, not completed yet.
 */
export function EvaluateForm({ evaluation, onUpload, onSubmit, submitting = false, error }: EvaluateFormProps) {
  const mode = evaluateMode(evaluation);
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const [errors, setErrors] = useState<LineErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const draftOf = (id: number): LineDraft => drafts[id] ?? { scores: 0, content: '', images: [] };

  const head = (
    <Box display="flex" justifyContent="space-between" gap="md" flexWrap="wrap" className={styles.head}>
      <span>{m['afterSale.evaluate.orderNo']({ orderNo: evaluation.orderNo })}</span>
    </Box>
  );

  if (evaluation.goods.length === 0) return <Empty text={m['afterSale.evaluate.noGoods']()} />;

  if (mode === 'view') {
    const note = evaluation.evaluateStatus === 0 ? m['afterSale.evaluate.notYet']() : m['afterSale.evaluate.done']();
    return (
      <Stack space="md">
        {head}
        <p className={shared.muted} role="status">
          {note}
        </p>
        {evaluation.evaluateStatus > 0 &&
          evaluation.goods.map((line) => <EvaluateLine key={line.goods.orderGoodsId} line={line} mode="view" />)}
      </Stack>
    );
  }

  const change = (id: number, patch: Partial<LineDraft>) => {
    setDrafts((all) => ({ ...all, [id]: { ...draftOf(id), ...all[id], ...patch } }));
    setErrors((all) => ({ ...all, [id]: {} }));
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: LineErrors = {};
    if (mode === 'first') {
      const goods: EvaluateGoodsInput[] = [];
      for (const line of evaluation.goods) {
        const id = line.goods.orderGoodsId;
        const d = draftOf(id);
        const e = validateEvaluation(d);
        if (e.scores || e.content) next[id] = e;
        goods.push({ orderGoodsId: id, scores: d.scores, content: d.content.trim(), images: d.images });
      }
      setErrors(next);
      if (Object.keys(next).length === 0) onSubmit({ kind: 'first', goods });
      return;
    }
    const goods: EvaluateAgainInput[] = [];
    for (const line of evaluation.goods) {
      const id = line.goods.orderGoodsId;
      const d = draftOf(id);
      const message = validateFollowUp(d);
      if (message) next[id] = { content: message };
      else if (d.content.trim()) goods.push({ orderGoodsId: id, content: d.content.trim(), images: d.images });
    }
    setErrors(next);
    const none = Object.keys(next).length === 0 && goods.length === 0;
    setFormError(none ? m['afterSale.evaluate.againRequired']() : null);
    if (Object.keys(next).length === 0 && goods.length > 0) onSubmit({ kind: 'again', goods });
  };

  return (
    <Stack as="form" space="md" onSubmit={submit} noValidate aria-label={(mode === 'first' ? m['afterSale.evaluate.heading']() : m['afterSale.evaluate.again']())}>
      {head}
      {mode === 'again' && <h2 className={styles.subheading}>{m['afterSale.evaluate.again']()}</h2>}
      {evaluation.goods.map((line) => (
        <EvaluateLine
          key={line.goods.orderGoodsId}
          line={line}
          mode={mode}
          value={draftOf(line.goods.orderGoodsId)}
          errors={errors[line.goods.orderGoodsId]}
          onChange={(patch) => change(line.goods.orderGoodsId, patch)}
          onUpload={onUpload}
          disabled={submitting}
        />
      ))}
      {formError && (
        <p role="alert" className={shared.error}>
          {formError}
        </p>
      )}
      <FormFooter
        error={error}
        submitting={submitting}
        submitLabel={(mode === 'first' ? m['afterSale.evaluate.submit']() : m['afterSale.evaluate.againSubmit']())}
      />
    </Stack>
  );
}
