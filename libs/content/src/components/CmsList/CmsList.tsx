import { Link } from 'react-router-dom';
import { Empty, Img, Inline, Pagination, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { formatCmsDate } from '../NoticeBoard/NoticeBoard';
import * as styles from './CmsList.css';

export interface CmsListEntry {
  id: number;
  title: string;
  createTime: number;
  isTop?: boolean;
  summary?: string;
  cover?: string;
}

export interface CmsListProps {
  entries: readonly CmsListEntry[];
  hrefFor: (id: number) => string;
  page: number;
  pageCount: number;
  /** The URL of a page of this list (real links: the URL holds the page). */
  pageHref: (page: number) => string;
  /** Accessible name of the list. */
  label: string;
}

/**
 * The list pages of /cms/notice, /cms/help/listother-{id} and /cms/article. Props: `entries` (id, title,
 * createTime, optional isTop, summary, cover), `hrefFor(id)`, `page`, `pageCount`, `pageHref(page)` (pages
 * are real links) and `label`. States: notices with a pinned one, articles with covers, empty.
 */
export function CmsList({ entries, hrefFor, page, pageCount, pageHref, label }: CmsListProps) {
  if (entries.length === 0) return <Empty text={m['cms.empty']()} />;
  return (
    <Stack space="lg" className={styles.root}>
      <ul className={styles.list} aria-label={label}>
        {entries.map((e) => (
          <Inline as="li" space="md" wrap={false} key={e.id} className={styles.item}>
            {e.cover !== undefined && <Img src={e.cover} alt="" className={styles.cover} />}
            <Stack space="xxs" className={styles.text}>
              <Link to={hrefFor(e.id)} className={styles.title}>
                {e.isTop && <span className={styles.top}>{m['cms.top']()}</span>}
                {e.title}
              </Link>
              {e.summary && <p className={styles.summary}>{e.summary}</p>}
            </Stack>
            <time className={styles.date} dateTime={formatCmsDate(e.createTime)}>
              {formatCmsDate(e.createTime)}
            </time>
          </Inline>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        getHref={pageHref}
        renderLink={({ href, children, ...p }) => (
          <Link to={href} {...p}>
            {children}
          </Link>
        )}
        showJumper={false}
      />
    </Stack>
  );
}
