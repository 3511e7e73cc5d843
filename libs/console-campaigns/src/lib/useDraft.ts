// The state every campaign form keeps: the draft, the field messages of the last check, and a check
// that runs the contract's schema on the REST body the draft makes.
import { useState } from 'react';
import type { z } from 'zod';
import type { DateRangeFieldsProps } from '../components/DateRangeFields/DateRangeFields';
import type { TermField } from '../components/TermsFields/TermsFields';
import { fieldErrors } from './issues';

/** A typed number field: '' is "not filled" (the schema says so in its own words). */
export const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export function useDraft<D extends { startTime: number | null; endTime: number | null } | object>(
  initial: D,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  /** Runs `schema` on `body`; shows its messages and answers whether it passed. */
  const check = <S extends z.ZodType>(
    schema: S,
    body: unknown,
    extra: Record<string, string> = {},
  ): boolean => {
    const found = { ...(fieldErrors(schema.safeParse(body)) ?? {}), ...extra };
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /** DateRangeFields' props for a draft with startTime / endTime. */
  const dates = (): DateRangeFieldsProps => {
    const d = draft as { startTime: number | null; endTime: number | null };
    return {
      start: d.startTime,
      end: d.endTime,
      errors: { start: errors.start_time, end: errors.end_time },
      onChange: ({ start, end }) => setDraft((x) => ({ ...x, startTime: start, endTime: end })),
    };
  };
  /** A TermsFields field on the draft's text `key`, showing the contract's message for `name`. */
  const term = <K extends { [P in keyof D]: D[P] extends string ? P : never }[keyof D]>(
    key: K,
    name: string,
    label: string,
    more: Pick<TermField, 'decimal' | 'hint'> = {},
  ): TermField => ({ name, label, value: draft[key] as string, error: errors[name], onChange: (v) => set(key, v as D[K]), ...more });
  return { draft, set, setDraft, errors, check, dates, term };
}
