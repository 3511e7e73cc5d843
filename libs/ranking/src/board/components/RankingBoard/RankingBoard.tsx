import type { ReactNode } from 'react';
import { m, type Message } from '@mall/i18n';
import { Box, Inline, Select, Stack, Tabs } from '@mall/ui';
import { BOARD_TABS, chooseArea, toWan, type AreaFilter, type BoardTab } from '../../lib/filters';
import * as styles from './RankingBoard.css';

export interface BoardEntry {
  rank: number;
  id: number;
  name: string;
  /** Yuan string with 2 decimals; shown in 万元. */
  money: number;
}
export interface BoardData {
  list: BoardEntry[];
  number: number;
  total: number;
  level: number;
  areaId: number;
  addressList: { id: number; name: string; level: number }[];
  orgTypeList: { type: number; name: string }[];
}

export interface RankingBoardProps {
  tab: BoardTab;
  onTabChange: (tab: BoardTab) => void;
  /** null while loading, or after a failure (which the block only logs): the empty state shows. */
  data: BoardData | null;
  loading?: boolean;
  area: AreaFilter;
  onAreaChange: (area: AreaFilter) => void;
  orgType: number;
  onOrgTypeChange: (orgType: number) => void;
  /** Where 查看完整榜单 goes; renderLink lets the app use its router. */
  moreHref?: string;
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
  /** Headline level of the title (h2 on the home page). */
  headingLevel?: 2 | 3;
}

/** Each tab's words: its name, and the heads of its name and money columns. */
const TAB_TEXT: Record<BoardTab, { tab: Message; name: Message; money: Message }> = {
  AREA: { tab: m['ranking.tabs.AREA'], name: m['ranking.name.AREA'], money: m['ranking.money.AREA'] },
  COMPANY: { tab: m['ranking.tabs.COMPANY'], name: m['ranking.name.COMPANY'], money: m['ranking.money.COMPANY'] },
  VOUCHER: { tab: m['ranking.tabs.VOUCHER'], name: m['ranking.name.VOUCHER'], money: m['ranking.money.VOUCHER'] },
  SHOP: { tab: m['ranking.tabs.SHOP'], name: m['ranking.name.SHOP'], money: m['ranking.money.SHOP'] },
};

/**
 * The home page's ranking board (SPEC §2): four tabs — 地区采购榜, 单位采购榜, 单位充值榜, 商家销售榜 — with the top entries and
 * their totals in 万元 (2 decimals, SPEC §9). Props: `tab` / `onTabChange`; `data` (list of rank, id, name,
 * money in fen; number and total (fen); addressList of provinces and, drilled down, cities; orgTypeList), `null`
 * while loading or after a failure; `area` / `onAreaChange` (the region filter: a province drills to its
 * cities, 全国 resets to level 1, a level above 2 is ignored, SPEC §4); `orgType` / `onOrgTypeChange` (the
 * unit-type filter of the two unit tabs); `moreHref` for the full ranking page. States: each tab, cities of a
 * province, long unit names (ellipsis with the full name as title), empty and failed (暂无数据: a failure is only
 * logged, SPEC §8), loading.
 */
export function RankingBoard(props: RankingBoardProps) {
  const { tab, onTabChange, data, loading, area, onAreaChange, orgType, onOrgTypeChange, moreHref, renderLink, headingLevel = 2 } = props;
  const Heading = `h${headingLevel}` as const;
  const provinces = data?.addressList.filter((a) => a.level === 1) ?? [];
  const rows = data?.list ?? [];

  const content = (
    <Stack space="sm" className={styles.panel} aria-busy={loading || undefined}>
      <Inline space="sm" alignY="flex-end">
        {tab === 'AREA' && (
          <Select
            label={m['ranking.region']()}
            size="sm"
            placeholder={false}
            value={String(area.level >= 2 ? area.areaId : 0)}
            options={[{ value: '0', label: m['ranking.allRegions']() }, ...provinces.map((p) => ({ value: String(p.id), label: p.name }))]}
            onChange={(e) => {
              const id = Number(e.target.value);
              const choice = data?.addressList.find((a) => a.id === id);
              onAreaChange(chooseArea(area, choice ?? { id: 0, level: 1 }));
            }}
          />
        )}
        {(tab === 'COMPANY' || tab === 'VOUCHER') && (
          <Select
            label={m['ranking.unitType']()}
            size="sm"
            placeholder={false}
            value={String(orgType)}
            options={[{ value: '0', label: m['ranking.allUnitTypes']() }, ...(data?.orgTypeList ?? []).map((o) => ({ value: String(o.type), label: o.name }))]}
            onChange={(e) => onOrgTypeChange(Number(e.target.value))}
          />
        )}
      </Inline>
      <Stack space="sm" className={styles.body}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{loading ? m['ranking.loading']() : m['ranking.noData']()}</p>
        ) : (
          <>
            <div className={styles.headRow} aria-hidden="true">
              <span>{m['ranking.rank']()}</span>
              <span>{TAB_TEXT[tab].name()}</span>
              <span>{TAB_TEXT[tab].money()}</span>
            </div>
            <Stack as="ol" space="none" className={styles.list} aria-label={TAB_TEXT[tab].tab()}>
              {rows.map((e) => (
                <li key={e.id} className={styles.row}>
                  <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" className={styles.rank} data-top={e.rank <= 3}>
                    {e.rank}
                  </Box>
                  <span className={styles.name} title={e.name}>
                    {e.name}
                  </span>
                  <span className={styles.money}>{toWan(e.money)}</span>
                </li>
              ))}
            </Stack>
            {data && <p className={styles.summary}>{m['ranking.summary']({ number: data.number, total: toWan(data.total) })}</p>}
          </>
        )}
      </Stack>
    </Stack>
  );

  return (
    <Stack as="section" space="sm" className={styles.board} aria-label={m['ranking.title']()}>
      <Inline space="md" align="space-between" wrap={false}>
        <Heading className={styles.title}>{m['ranking.title']()}</Heading>
        {moreHref &&
          (renderLink ? (
            renderLink({ href: moreHref, className: styles.more, children: m['ranking.more']() })
          ) : (
            <a href={moreHref} className={styles.more}>
              {m['ranking.more']()}
            </a>
          ))}
      </Inline>
      <Tabs
        label={m['ranking.tabsLabel']()}
        value={tab}
        onChange={(id) => onTabChange(id as BoardTab)}
        items={BOARD_TABS.map((id) => ({ id, label: TAB_TEXT[id].tab(), content: id === tab ? content : null }))}
      />
    </Stack>
  );
}
