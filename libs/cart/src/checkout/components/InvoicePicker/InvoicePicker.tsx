import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Price } from '@mall/ui';
import { ChoiceSelect } from '../../lib/ChoiceSelect';
import type { MemberInvoiceTitleOption } from '../../lib/types';
import * as shared from '../../lib/styles.css';
import { Section } from '@mall/page-kit';

export interface InvoicePickerProps {
  /** The member's invoice titles. */
  titles: readonly Pick<MemberInvoiceTitleOption, 'id' | 'title' | 'kind'>[];
  /** The chosen title; null for 不开发票. */
  value: number | null;
  onChange: (invoiceId: number | null) => void;
  /** The tax the calculation adds for the chosen invoice (special VAT invoices). */
  invoiceMoney: number;
  disabled?: boolean;
}

/**
 * 发票信息 of the checkout page: 不开发票 or one of the member's invoice titles (ordinary or special VAT), with a
 * link to manage titles. A special VAT invoice adds tax, which the calculation answers as `invoiceMoney` and
 * this shows. Props: `titles`, `value` (id or null), `onChange(id | null)`, `invoiceMoney`, `disabled`.
 * States: no invoice, special invoice with tax, no titles, long company title.
 */
export function InvoicePicker({ titles, value, onChange, invoiceMoney, disabled = false }: InvoicePickerProps) {
  const kindName = (kind: string) => (kind === 'SPECIAL' ? m['checkout.invoice.special']() : m['checkout.invoice.normal']());
  return (
    <Section
      title={m['checkout.invoice.heading']()}
      extra={
        <Link to="/member/invoice" className={shared.link}>
          {m['checkout.invoice.manage']()}
        </Link>
      }
    >
      <ChoiceSelect
        label={m['checkout.invoice.label']}
        empty={m['checkout.invoice.empty']}
        none={m['checkout.invoice.none']}
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={titles.map((i) => ({
          value: String(i.id),
          label: m['checkout.invoice.option']({ title: i.title, kind: kindName(i.kind) }),
        }))}
      />
      {value !== null && invoiceMoney > 0 && (
        <p className={shared.muted}>
          {m['checkout.invoice.tax']()} <Price value={invoiceMoney} size="sm" />
        </p>
      )}
    </Section>
  );
}
