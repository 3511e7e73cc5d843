// A form's draft and its check against the contract's zod schema: the first message of each field, by
// field name, shown beside the field; a draft that fails is not handed on.
import { useState } from 'react';
import type { z } from 'zod';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
  return found;
}

/**
 * A form's draft (`d`), a setter of some of its fields, the contract's messages, and `save`: `onSave(d)`
 * once `schema` accepts `toRequest(d)`, else the messages.
 */
export function useDraft<D>(initial: D, schema: z.ZodType, toRequest: (d: D) => unknown, onSave: (d: D) => void) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<D>) => setD((v) => ({ ...v, ...patch }));
  const save = () => {
    const parsed = schema.safeParse(toRequest(d));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSave(d);
  };
  return { d, set, errors, save };
}
