import { m } from '@mall/i18n';
import { useState, type FormEvent } from 'react';
import { Button, Inline, Input, Select } from '@mall/ui';

export type FilterField =
  | { name: string; label: string; kind: 'text'; placeholder?: string }
  | { name: string; label: string; kind: 'select'; options: readonly { value: string; label: string }[]; allLabel: string }
  | { name: string; label: string; kind: 'date' };

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The URL's filters (useListParams().filters). */
  values: Record<string, string>;
  /** Called with every field's value ('' = none) on 查询; the page writes them to the URL. */
  onSearch: (values: Record<string, string>) => void;
}

/**
 * The filters above a console list: text, select and date fields in one row, 查询 and 重置. It keeps
 * what is typed until 查询, then hands everything to the page, which puts it in the URL.
 */
export function FilterBar({ fields, values, onSearch }: FilterBarProps) {
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(fields.map((f) => [f.name, draft[f.name] ?? ''])));
  };
  const reset = () => {
    setDraft({});
    onSearch(Object.fromEntries(fields.map((f) => [f.name, ''])));
  };
  return (
    <form onSubmit={submit} role="search">
      <Inline space="sm" alignY="flex-end">
        {fields.map((field) =>
          field.kind === 'select' ? (
            <Select
              key={field.name}
              label={field.label}
              value={draft[field.name] ?? ''}
              onChange={(e) => set(field.name, e.target.value)}
              placeholder={false}
              options={[{ value: '', label: field.allLabel }, ...field.options]}
            />
          ) : (
            <Input
              key={field.name}
              label={field.label}
              type={field.kind === 'date' ? 'date' : 'text'}
              value={draft[field.name] ?? ''}
              placeholder={field.kind === 'text' ? field.placeholder : undefined}
              onChange={(e) => set(field.name, e.target.value)}
            />
          ),
        )}
        <Button type="submit">{m['console.list.search']()}</Button>
        <Button type="button" variant="secondary" onClick={reset}>
          {m['console.list.reset']()}
        </Button>
      </Inline>
    </form>
  );
}
