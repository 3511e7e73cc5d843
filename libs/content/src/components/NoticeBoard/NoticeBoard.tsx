import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import * as styles from './NoticeBoard.css';
import { Box, Inline, Stack } from '@mall/ui';

export interface CmsEntryData {
  id: number;
  title: string;
  /** Unix seconds. */
  createTime: number;
}

export interface NoticeBoardProps {
  notices: CmsEntryData[];
  articles: CmsEntryData[];
}

/** `YYYY-MM-DD` in China time, from unix seconds ('' for 0). */
export function formatCmsDate(seconds: number): string {
  if (!seconds) return '';
  const d = new Date((seconds + 8 * 3600) * 1000);
  return d.toISOString().slice(0, 10);
}

function Section({
  heading,
  moreTo,
  entries,
  hrefOf,
}: {
  heading: string;
  moreTo: string;
  entries: CmsEntryData[];
  hrefOf: (id: number) => string;
}) {
  return (
    <Stack as="section" space="xs" aria-label={heading}>
      <Inline space="none" align="space-between" alignY="baseline" wrap={false} className={styles.header}>
        <h3 className={styles.heading}>{heading}</h3>
        <Link to={moreTo} className={styles.more}>
          {m['common.more']()}
        </Link>
      </Inline>
      {entries.length === 0 ? (
        <p className={styles.none}>{m['common.noData']()}</p>
      ) : (
        <ul>
          {entries.map((e) => (
            <Box as="li" display="flex" justifyContent="space-between" gap="sm" key={e.id} className={styles.item}>
              <Link to={hrefOf(e.id)} className={styles.title} title={e.title}>
                {e.title}
              </Link>
              <time className={styles.date} dateTime={formatCmsDate(e.createTime)}>
                {formatCmsDate(e.createTime)}
              </time>
            </Box>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/**
 * The home page block of site notices (网站公告) and articles (文章资讯). Props: `notices` and `articles`, each a
 * list of {id, title, createTime (unix seconds)}. Titles are cut to one line; entries link to
 * /cms/notice-{id} and /cms/article-{id}, 更多 to the lists. States: full, empty.
 */
export function NoticeBoard({ notices, articles }: NoticeBoardProps) {
  return (
    <Stack space="md" className={styles.board} data-testid="notice-board">
      <Section heading={m['title.notice']()} moreTo="/cms/notice" entries={notices} hrefOf={(id) => `/cms/notice-${id}`} />
      <Section heading={m['title.article']()} moreTo="/cms/article" entries={articles} hrefOf={(id) => `/cms/article-${id}`} />
    </Stack>
  );
}
