import { BRANCH_CAROUSEL_GOODS, BRANCH_CAROUSEL_NAMES, CAROUSEL_STEP_PX, CAROUSEL_WINDOW } from '@mall/rest-contract/constants';

/** SPEC §4/§9: the carousel moves in 234 px steps with a window of 4 and stops at the start and end. */
export function carouselStep(start: number, count: number, direction: -1 | 1, window = CAROUSEL_WINDOW): number {
  const last = Math.max(0, count - window);
  return Math.min(last, Math.max(0, start + direction));
}
export const atStart = (start: number) => start <= 0;
export const atEnd = (start: number, count: number, window = CAROUSEL_WINDOW) => start >= Math.max(0, count - window);
export const carouselOffset = (start: number) => start * CAROUSEL_STEP_PX;
export { BRANCH_CAROUSEL_GOODS, BRANCH_CAROUSEL_NAMES, CAROUSEL_STEP_PX, CAROUSEL_WINDOW };
