// The home page's ranking board block: fetches its own tab through gateway-client. A failed load is
// only logged (SPEC §8): no toast, the board shows its empty state.
import { useEffect, useState } from 'react';
import { gql, RankingBoardDocument } from '@mall/gateway-client';
import { RANKING_BOARD_SIZE } from '@mall/rest-contract/constants';
import { RankingBoard, type BoardData } from './components/RankingBoard/RankingBoard';
import { ALL_AREAS, type AreaFilter, type BoardTab } from './lib/filters';

export function RankingBoardBlock() {
  const [tab, setTab] = useState<BoardTab>('AREA');
  const [area, setArea] = useState<AreaFilter>(ALL_AREAS);
  const [orgType, setOrgType] = useState(0);
  const [data, setData] = useState<BoardData | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    gql(
      RankingBoardDocument,
      { type: tab, areaId: tab === 'AREA' ? area.areaId : 0, level: tab === 'AREA' ? area.level : 1, orgType: tab === 'COMPANY' || tab === 'VOUCHER' ? orgType : 0, limit: RANKING_BOARD_SIZE },
      { silent: true, signal: controller.signal },
    )
      .then((r) => setData(r.rankingList))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('ranking board: load failed', error);
        setData(null);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [tab, area, orgType]);

  return (
    <RankingBoard
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        setData(null);
      }}
      data={data && data.list.length === 0 && loading ? null : data}
      loading={loading}
      area={area}
      onAreaChange={setArea}
      orgType={orgType}
      onOrgTypeChange={setOrgType}
    />
  );
}
