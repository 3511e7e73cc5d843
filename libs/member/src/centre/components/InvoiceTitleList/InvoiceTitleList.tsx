import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberInvoiceTitlesQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Button, Empty, Inline } from '@mall/ui';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import * as shared from '../../lib/styles.css';
import * as styles from './InvoiceTitleList.css';

export type InvoiceTitleItem = MemberInvoiceTitlesQuery['invoiceTitles']['list'][number];

export interface InvoiceTitleListProps {
  titles: readonly InvoiceTitleItem[];
  /** Most titles a member may keep (INVOICE_INFO_MAX). */
  max: number;
  addHref: string;
  editHref: (id: number) => string;
  /** Called after the member confirmed in the dialog. */
  onDelete: (id: number) => void;
  /** The title being deleted. */
  busyId?: number | null;
  error?: string | null;
}

/** 发票抬头: each title with its type, kind and tax number; edit, delete (after a confirm dialog). */
export function InvoiceTitleList({ titles, max, addHref, editHref, onDelete, busyId = null, error }: InvoiceTitleListProps) {
  const t = useT();
  const [confirm, setConfirm] = useState<InvoiceTitleItem | null>(null);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {titles.length >= max ? (
          <span className={shared.error} role="status">
            {t('member.invoice.maxReached', { max })}
          </span>
        ) : (
          <Link to={addHref} className={styles.addLink}>
            + {t('member.invoice.add')}
          </Link>
        )}
      </div>
      {error && (
        <p role="alert" className={shared.error}>
          {error}
        </p>
      )}
      {titles.length === 0 ? (
        <Empty text={t('member.invoice.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('member.invoice.list')}>
          {titles.map((x) => (
            <li key={x.id} className={styles.item} data-testid="invoice-title">
              <div className={styles.main}>
                <p className={styles.who}>
                  <strong>{x.title}</strong>
                  <span>{x.titleType === 'COMPANY' ? t('member.invoice.company') : t('member.invoice.personal')}</span>
                  <span>{x.kind === 'SPECIAL' ? t('member.invoice.special') : t('member.invoice.normal')}</span>
                  {x.isDefault && <span className={shared.badge}>{t('member.common.defaultBadge')}</span>}
                </p>
                {x.taxNumber && (
                  <p className={shared.muted}>
                    {t('member.invoice.taxNumber')}：{x.taxNumber}
                  </p>
                )}
              </div>
              <Inline space="sm">
                <Link to={editHref(x.id)} className={shared.link} aria-label={`${t('common.edit')} ${x.title}`}>
                  {t('common.edit')}
                </Link>
                <Button
                  size="sm"
                  variant="text"
                  loading={busyId === x.id}
                  aria-label={`${t('common.delete')} ${x.title}`}
                  onClick={() => setConfirm(x)}
                >
                  {t('common.delete')}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('member.invoice.deleteTitle')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete(confirm.id);
          setConfirm(null);
        }}
      >
        {confirm ? t('member.invoice.deleteText', { title: confirm.title }) : null}
      </ConfirmDialog>
    </div>
  );
}
