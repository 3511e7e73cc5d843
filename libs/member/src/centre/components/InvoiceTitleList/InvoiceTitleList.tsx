import type { MemberInvoiceTitlesQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { EditableList, type EditableListPageProps } from '../EditableList/EditableList';
import * as styles from '../EditableList/EditableList.css';
import { pageStyles as shared } from '@mall/page-kit';
import { Inline } from '@mall/ui';

export type InvoiceTitleItem = MemberInvoiceTitlesQuery['invoiceTitles']['list'][number];

/** `max`: most titles a member may keep (INVOICE_INFO_MAX); `busyId`: the title being deleted. */
export interface InvoiceTitleListProps extends EditableListPageProps {
  titles: readonly InvoiceTitleItem[];
}

/**
 * 发票抬头: each title with its type, kind and tax number; edit, delete (after a confirm dialog).
 *
 * The invoice titles of /member/invoice. Props: `titles`, `max` (INVOICE_INFO_MAX = 20), `addHref`,
 * `editHref(id)`, `onDelete(id)` (called only after the confirm dialog), `busyId`, `error`. States: titles,
 * deleting with confirm, full, empty, error.
 */
export function InvoiceTitleList({ titles, ...rest }: InvoiceTitleListProps) {
  return (
    <EditableList
      {...rest}
      items={titles}
      words="member.invoice"
      label={m['member.invoice.list']()}
      deleteText={(x) => m['member.invoice.deleteText']({ title: x.title })}
      rowName={(x) => x.title}
      rowTestId="invoice-title"
      // The default title is only badged, not framed.
      markDefault={false}
      renderRow={(x) => (
        <>
          <Inline as="p" space="md" className={styles.who}>
            <strong>{x.title}</strong>
            <span>{x.titleType === 'COMPANY' ? m['member.invoice.company']() : m['member.invoice.personal']()}</span>
            <span>{x.kind === 'SPECIAL' ? m['member.invoice.special']() : m['member.invoice.normal']()}</span>
            {x.isDefault && <span className={shared.badge}>{m['member.common.defaultBadge']()}</span>}
          </Inline>
          {x.taxNumber && (
            <p className={shared.muted}>
              {m['member.invoice.taxNumber']()}：{x.taxNumber}
            </p>
          )}
        </>
      )}
    />
  );
}
