import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
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
  const t = useT();
  const kindName = (kind: string) => (kind === 'SPECIAL' ? t('checkout.invoice.special') : t('checkout.invoice.normal'));
  return (
    <Section
      title={t('checkout.invoice.heading')}
      extra={
        <Link to="/member/invoice" className={shared.link}>
          {t('checkout.invoice.manage')}
        </Link>
      }
    >
      <ChoiceSelect
        labelKey="checkout.invoice.label"
        emptyKey="checkout.invoice.empty"
        noneKey="checkout.invoice.none"
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={titles.map((i) => ({
          value: String(i.id),
          label: t('checkout.invoice.option', { title: i.title, kind: kindName(i.kind) }),
        }))}
      />
      {value !== null && invoiceMoney > 0 && (
        <p className={shared.muted}>
          {t('checkout.invoice.tax')} <Price value={invoiceMoney} size="sm" />
        </p>
      )}
    </Section>
  );
}
