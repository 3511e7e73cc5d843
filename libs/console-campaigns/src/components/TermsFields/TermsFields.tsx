import { Inline, Input } from '@mall/ui';

/** One number of an activity's terms: a price (decimal) or a count (stock, limit, group minimum). */
export interface TermField {
  /** The contract's field name (its message in `error`). */
  name: string;
  label: string;
  value: string;
  /** A price in yuan (decimal keyboard); otherwise a whole count. */
  decimal?: boolean;
  /** Shown under the field, e.g. the goods' normal price. */
  hint?: string;
  error?: string;
  onChange: (value: string) => void;
}

export interface TermsFieldsProps {
  fields: readonly TermField[];
}

/**
 * The row of number fields of an activity's terms (its price, stock and limits) that the seckill,
 * group-buy and proposal forms share: each field with its label, hint and the contract's message.
 */
export function TermsFields({ fields }: TermsFieldsProps) {
  return (
    <Inline space="md">
      {fields.map((f) => (
        <Input
          key={f.name}
          label={f.label}
          hint={f.hint}
          value={f.value}
          inputMode={f.decimal ? 'decimal' : 'numeric'}
          error={f.error}
          onChange={(e) => f.onChange(e.target.value)}
        />
      ))}
    </Inline>
  );
}
