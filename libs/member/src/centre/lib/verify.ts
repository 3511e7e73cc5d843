import { gql, MemberVerifyCodesDocument } from '@mall/gateway-client';

/** Page size of the search; the gateway allows at most 100. */
const SEARCH_PAGE_SIZE = 100;
/** At most this many pages are searched (10 000 codes), so a huge history cannot loop for long. */
const SEARCH_MAX_PAGES = 100;

/**
 * The id of the member's own verification code `code`, or null.
 *
 * The gateway has no lookup by code (only `verifyCodes` lists and `verifyCode(id)`), so the code
 * entry of /member/verification searches the member's own codes page by page through
 * `verifyCodes`, comparing case-insensitively. It therefore finds only codes of the member's own
 * orders, not arbitrary codes (that would need a lookup-by-code API).
 */
export async function findOwnVerifyCode(code: string, signal?: AbortSignal): Promise<number | null> {
  const wanted = code.trim().toUpperCase();
  for (let page = 1; page <= SEARCH_MAX_PAGES; page += 1) {
    const data = await gql(
      MemberVerifyCodesDocument,
      { page, pageSize: SEARCH_PAGE_SIZE },
      { forceLogin: true, silent: true, signal },
    );
    const hit = data.verifyCodes.list.find((c) => c.code.toUpperCase() === wanted);
    if (hit) return hit.id;
    if (page >= data.verifyCodes.pageCount) return null;
  }
  return null;
}
