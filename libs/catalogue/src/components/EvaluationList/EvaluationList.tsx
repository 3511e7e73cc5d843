import { Box, Empty, Img, Pagination, Rate, Skeleton, Stack, Tabs } from '@mall/ui';
import { m } from '@mall/i18n';
import { formatDate } from '../../logic/date';
import * as styles from './EvaluationList.css';

export type EvaluationTab = 'all' | 'good' | 'medium' | 'bad' | 'images';

export interface EvaluationData {
  id: number;
  memberName: string;
  memberHeadimg: string;
  content: string;
  images: readonly string[];
  scores: number;
  skuName: string;
  createTime: number;
  againContent: string;
  explainFirst: string;
}

export interface EvaluationCountsData {
  total: number;
  good: number;
  medium: number;
  bad: number;
  withImages: number;
}

export interface EvaluationListProps {
  /** null while loading the first time. */
  list: readonly EvaluationData[] | null;
  counts: EvaluationCountsData | null;
  pageCount: number;
  page: number;
  tab: EvaluationTab;
  onTabChange: (tab: EvaluationTab) => void;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** A load failure message. */
  error?: string | null;
}

/** The tab whose query the API runs: kind and withImages of the Evaluations query. */
export function evaluationQueryOf(tab: EvaluationTab): { kind: 'ALL' | 'GOOD' | 'MEDIUM' | 'BAD'; withImages: boolean } {
  if (tab === 'images') return { kind: 'ALL', withImages: true };
  return { kind: tab.toUpperCase() as 'ALL' | 'GOOD' | 'MEDIUM' | 'BAD', withImages: false };
}

function Item({ e }: { e: EvaluationData }) {
  return (
    <Box as="li" display="flex" flexWrap="wrap" gap="lg" className={styles.item}>
      <Stack space="xs" align="center" className={styles.member}>
        <Img src={e.memberHeadimg} alt="" fallback="head" className={styles.avatar} />
        <span className={styles.memberName}>{e.memberName}</span>
      </Stack>
      <Stack space="xs" className={styles.body}>
        <Rate value={e.scores} readOnly size="sm" />
        <p className={styles.content}>{e.content}</p>
        {e.images.length > 0 && (
          <Box as="ul" display="flex" gap="xs" flexWrap="wrap" className={styles.images}>
            {e.images.map((src, i) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer">
                  <Img src={src} alt={m['catalogue.evaluationImage']({ index: i + 1 })} preview="small" className={styles.image} />
                </a>
              </li>
            ))}
          </Box>
        )}
        {e.againContent && (
          <p className={styles.again}>
            <strong>{m['catalogue.evaluationAgain']()}：</strong>
            {e.againContent}
          </p>
        )}
        {e.explainFirst && (
          <p className={styles.reply}>
            <strong>{m['catalogue.evaluationReply']()}：</strong>
            {e.explainFirst}
          </p>
        )}
        <Box as="p" display="flex" gap="md" className={styles.meta}>
          <span>{e.skuName}</span>
          <time dateTime={formatDate(e.createTime)}>{formatDate(e.createTime)}</time>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * The evaluations of /sku-{id}. Props: `list` (null while first loading), `counts` (total, good, medium, bad,
 * withImages), `page`, `pageCount`, `tab` + `onTabChange` (all, good, medium, bad, images), `onPageChange`,
 * `loading`, `error`. Each evaluation shows the member, stars, text, images, follow-up and shop reply.
 * States: with evaluations, loading, none, error.
 */
export function EvaluationList({ list, counts, pageCount, page, tab, onTabChange, onPageChange, loading = false, error }: EvaluationListProps) {
  const c = counts ?? { total: 0, good: 0, medium: 0, bad: 0, withImages: 0 };
  const body = error ? (
    <Empty text={error} />
  ) : list === null || loading ? (
    <Stack space="lg" className={styles.loading}>
      <Skeleton lines={3} />
      <Skeleton lines={3} />
    </Stack>
  ) : list.length === 0 ? (
    <Empty text={m['catalogue.evaluationEmpty']()} size="sm" />
  ) : (
    <>
      <ul className={styles.list}>
        {list.map((e) => (
          <Item key={e.id} e={e} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onChange={onPageChange} showJumper={false} />
    </>
  );
  const tabs: [EvaluationTab, string][] = [
    ['all', m['catalogue.evaluationAll']({ count: c.total })],
    ['good', m['catalogue.evaluationGood']({ count: c.good })],
    ['medium', m['catalogue.evaluationMedium']({ count: c.medium })],
    ['bad', m['catalogue.evaluationBad']({ count: c.bad })],
    ['images', m['catalogue.evaluationImages']({ count: c.withImages })],
  ];
  return (
    <Tabs
      label={m['catalogue.evaluation']()}
      value={tab}
      onChange={(id) => onTabChange(id as EvaluationTab)}
      items={tabs.map(([id, label]) => ({ id, label, content: id === tab ? body : null }))}
    />
  );
}
