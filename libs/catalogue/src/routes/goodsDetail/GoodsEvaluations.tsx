import { Suspense, useState } from 'react';
import { Await } from 'react-router-dom';
import { EvaluationsDocument, gql } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Skeleton } from '@mall/ui';
import { EvaluationList, evaluationQueryOf, type EvaluationTab } from '../../components/EvaluationList/EvaluationList';
import * as styles from '../routes.css';
import { EVALUATION_PAGE_SIZE, type EvaluationPage, type Goods } from './types';

/** Tabs and pages after the first are fetched here, not through the URL. */
function Evaluations({ goodsId, first }: { goodsId: number; first: EvaluationPage | null }) {
  const [tab, setTab] = useState<EvaluationTab>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<EvaluationPage | null>(first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(first ? null : m['catalogue.evaluationLoadFailed']());
  const load = (nextTab: EvaluationTab, nextPage: number) => {
    setTab(nextTab);
    setPage(nextPage);
    setLoading(true);
    gql(EvaluationsDocument, { goodsId, ...evaluationQueryOf(nextTab), page: nextPage, pageSize: EVALUATION_PAGE_SIZE }, { silent: true }).then(
      (d) => {
        setData(d.evaluations);
        setError(null);
        setLoading(false);
      },
      () => {
        setError(m['catalogue.evaluationLoadFailed']());
        setLoading(false);
      },
    );
  };
  return (
    <EvaluationList
      list={data?.list ?? (error ? [] : null)}
      counts={data?.counts ?? null}
      page={page}
      pageCount={data?.pageCount ?? 0}
      tab={tab}
      onTabChange={(next) => load(next, 1)}
      onPageChange={(next) => load(tab, next)}
      loading={loading}
      error={error}
    />
  );
}

/** The goods' evaluations panel: its count in the heading, the first page streamed in. */
export function GoodsEvaluations({ goods, first }: { goods: Goods; first: Promise<EvaluationPage | null> }) {
  return (
    <section className={styles.panel} aria-labelledby="goods-evaluations">
      <h2 id="goods-evaluations" className={styles.sectionTitle}>
        {m['catalogue.evaluationCount']({ count: goods.evaluateNum })}
      </h2>
      <Suspense fallback={<Skeleton lines={4} />}>
        <Await resolve={first}>{(page: EvaluationPage | null) => <Evaluations goodsId={goods.goodsId} first={page} />}</Await>
      </Suspense>
    </section>
  );
}
