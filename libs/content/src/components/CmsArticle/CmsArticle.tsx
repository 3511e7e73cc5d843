import type { ReactNode } from 'react';
import { useT } from '@mall/i18n';
import { formatCmsDate } from '../NoticeBoard/NoticeBoard';
import * as styles from './CmsArticle.css';

export interface CmsArticleProps {
  title: string;
  /** Unix seconds; 0 hides the date. */
  createTime: number;
  /**
   * HTML sanitised by the gateway (allow-list: no script, no event handlers, no javascript: URLs).
   * Only pass the content fields of the Notice / Help / Article queries here.
   */
  html: string;
  /** Under the body, e.g. PrevNext. */
  footer?: ReactNode;
}

/** One CMS entry (notice, help entry, article): title, date, rich body and a footer. */
export function CmsArticle({ title, createTime, html, footer }: CmsArticleProps) {
  const t = useT();
  const date = formatCmsDate(createTime);
  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {date && (
          <p className={styles.date}>
            {t('cms.published', { date })}
          </p>
        )}
      </header>
      {/* The gateway sanitises CMS content server-side (libs/gateway sanitize): safe to render as HTML. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} data-testid="cms-body" />
      {footer}
    </article>
  );
}
