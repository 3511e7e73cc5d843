// The ranking board's filter rules (SPEC §4) and its money display (SPEC §9), as pure functions.
import { RANKING_MAX_LEVEL, RANKING_TOTAL_UNIT } from '@mall/rest-contract/constants';

export type BoardTab = 'AREA' | 'COMPANY' | 'VOUCHER' | 'SHOP';
export const BOARD_TABS: readonly BoardTab[] = ['AREA', 'COMPANY', 'VOUCHER', 'SHOP'];

export interface AreaFilter {
  areaId: number;
  level: number;
}
export const ALL_AREAS: AreaFilter = { areaId: 0, level: 1 };

/**
 * The region filter after choosing a region: drill down only to levels 1–2 (a region of a deeper level
 * is ignored: the filter stays as it was); choosing all (id 0) resets the level to 1. Choosing a
 * province ranks its cities (level 2); choosing a city keeps its province's cities (level 2).
 */
export function chooseArea(current: AreaFilter, choice: { id: number; level: number; pid?: number }): AreaFilter {
  if (choice.id <= 0) return ALL_AREAS;
  if (choice.level > RANKING_MAX_LEVEL || choice.level < 1) return current;
  if (choice.level === 1) return { areaId: choice.id, level: 2 };
  return { areaId: choice.pid && choice.pid > 0 ? choice.pid : current.areaId, level: 2 };
}

/** Purchase totals in units of 10,000 yuan with 2 decimals (SPEC §9): 12345678 fen → "12.35". */
export function toWan(fen: number): string {
  // 1 万元 = RANKING_TOTAL_UNIT yuan = RANKING_TOTAL_UNIT × 100 fen, so its hundredths are fen / RANKING_TOTAL_UNIT.
  const hundredths = Math.round(fen / RANKING_TOTAL_UNIT);
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
