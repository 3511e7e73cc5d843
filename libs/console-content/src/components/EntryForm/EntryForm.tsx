import { m } from '@mall/i18n';
import { useState } from 'react';
import type { z } from 'zod';
import { Card, Checkbox, Input, Select, Stack, Textarea, type SelectOption } from '@mall/ui';
import { FormActions, ImageField } from '@mall/console-kit';

export type EntryValue = string | boolean;
export type EntryValues = Record<string, EntryValue>;

export interface EntryField {
  /** The field as rest-contract's request names it (its messages are keyed by it). */
  name: string;
  label: string;
  /** `image`: an uploaded picture's path (console-kit's ImageField); `datetime`: a local date and time. */
  kind: 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'image' | 'datetime';
  options?: readonly SelectOption[];
  maxLength?: number;
  /** A line under the field (what the storefront does with it). */
  hint?: string;
  /** `image` only: sends the file (stories pass a fake); default the console's content upload. */
  upload?: (file: File) => Promise<string>;
}

export interface EntryFormProps {
  /** The card's heading ("新建帮助文章", "编辑导航" …). */
  title: string;
  fields: readonly EntryField[];
  /** The values shown first; a new entry's are empty. */
  initial: EntryValues;
  /** The request schema mall-api applies (rest-contract): its messages show beside their fields. */
  rules: z.ZodType;
  busy?: boolean;
  /** mall-api's message when it refused the save. */
  error?: string;
  onSave: (values: EntryValues) => void;
  onCancel: () => void;
}

/**
 * One content entry's form (a help entry, an article, a nav entry, a help class, an advert): the fields it is
 * given, checked before saving with the very schema mall-api checks, so a refused field shows its
 * Chinese message beside it and nothing is sent; mall-api's own refusal shows above the buttons.
 */
export function EntryForm({
  title,
  fields,
  initial,
  rules,
  busy = false,
  error,
  onSave,
  onCancel,
}: EntryFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string, value: EntryValue) => setValues((v) => ({ ...v, [name]: value }));
  const save = () => {
    const parsed = rules.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onSave(values);
  };
  const text = (name: string) => String(values[name] ?? '');
  return (
    <Card title={title}>
      <Stack space="sm">
        {fields.map((f) => {
          const common = { label: f.label, error: errors[f.name], hint: f.hint };
          if (f.kind === 'checkbox')
            return (
              <Checkbox
                key={f.name}
                label={f.label}
                checked={values[f.name] === true}
                onChange={(e) => set(f.name, e.target.checked)}
              />
            );
          if (f.kind === 'textarea')
            return (
              <Textarea
                key={f.name}
                {...common}
                value={text(f.name)}
                rows={10}
                onChange={(e) => set(f.name, e.target.value)}
              />
            );
          if (f.kind === 'image')
            return (
              <ImageField
                key={f.name}
                {...common}
                area="content"
                upload={f.upload}
                value={text(f.name)}
                onChange={(path) => set(f.name, path)}
              />
            );
          if (f.kind === 'select')
            return (
              <Select
                key={f.name}
                {...common}
                value={text(f.name)}
                options={f.options ?? []}
                onChange={(e) => set(f.name, e.target.value)}
              />
            );
          return (
            <Input
              key={f.name}
              {...common}
              value={text(f.name)}
              type={f.kind === 'datetime' ? 'datetime-local' : undefined}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
              maxLength={f.maxLength}
              onChange={(e) => set(f.name, e.target.value)}
            />
          );
        })}
        <FormActions saveLabel={m['console.content.editor.save']()} cancelLabel={m['console.content.editor.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
