import type { ReactNode } from 'react';
import { m } from '@mall/i18n';
import { formatCmsDate } from '../NoticeBoard/NoticeBoard';
import { PrevNext, type Neighbour } from '../PrevNext/PrevNext';
import * as styles from './CmsArticle.css';
import { Stack } from '@mall/ui';

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

/**
 * A notice, help entry or article. Props: `title`, `createTime` (unix seconds, 0 hides it), `html` (the
 * content field, sanitised by the gateway; rendered as HTML) and `footer` (e.g. PrevNext). States: rich body
 * with prev/next, long Chinese title, empty body.
 */
export function CmsArticle({ title, createTime, html, footer }: CmsArticleProps) {
  const date = formatCmsDate(createTime);
  return (
    <Stack as="article" space="lg" className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {date && (
          <p className={styles.date}>
            {m['cms.published']({ date })}
          </p>
        )}
      </header>
      {/* The gateway sanitises CMS content server-side (libs/gateway sanitize): safe to render as HTML. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} data-testid="cms-body" />
      {footer}
    </Stack>
  );
}

/** What CmsEntry shows of a notice, help entry, article or assistance news (their detail queries). */
export interface CmsEntryDetail {
  title: string;
  createTime: number;
  /** Sanitised HTML, as for CmsArticle's html. */
  content: string;
  prev?: Neighbour | null;
  next?: Neighbour | null;
}

/** A CMS entry's page body: the article, with its previous / next entries below. */
export function CmsEntry({ entry, hrefFor }: { entry: CmsEntryDetail; hrefFor: (id: number) => string }) {
  return (
    <CmsArticle
      title={entry.title}
      createTime={entry.createTime}
      html={entry.content}
      footer={<PrevNext prev={entry.prev} next={entry.next} hrefFor={hrefFor} />}
    />
  );
}
