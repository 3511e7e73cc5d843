// Member certifications (扶贫认证 and 合作社认证, SPEC §7 authfupin / authCoop): a member applies in the
// member centre (status 1, pending); the platform passes (2) or refuses (-1) it with a remark the
// member reads there. Only a pending application changes.
import { and, count, eq, ilike, or } from 'drizzle-orm';
import {
  CERT_STATUS,
  CERTIFICATION_KIND_NAMES,
  type CertificationReviewDetail,
  type CertificationReviewRow,
  type ConsoleParsedRequestOf,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { memberCert } from '../../db/schema-account';
import type { AuditEntry } from '../console/audit';
import { secs } from '../order/helpers';
import { alreadyDecided, byTime, likePattern, notFound, page, within } from './queries';

const NOUN = '认证申请';
type State = CertificationReviewRow['state'];
const CODES: Record<State, number> = { pending: CERT_STATUS.pending, passed: CERT_STATUS.passed, refused: CERT_STATUS.refused };
export const CERTIFICATION_STATE_NAMES: Record<State, string> = { pending: '待审核', passed: '已通过', refused: '已驳回' };
const stateOf = (status: number): State => (status === CERT_STATUS.passed ? 'passed' : status === CERT_STATUS.refused ? 'refused' : 'pending');
/** The queue holds applications; status 0 (never applied) rows are not in it. */
const APPLIED = [CERT_STATUS.pending, CERT_STATUS.passed, CERT_STATUS.refused];

type Joined = { c: typeof memberCert.$inferSelect; username: string; nickname: string; mobile: string };
const from = (db: Db | Tx) =>
  db.select({ c: memberCert, username: member.username, nickname: member.nickname, mobile: member.mobile }).from(memberCert).innerJoin(member, eq(member.memberId, memberCert.memberId));

const toRow = (j: Joined): CertificationReviewRow => {
  const state = stateOf(j.c.status);
  const kind = j.c.kind === 'coop' ? 'coop' : 'fupin';
  return {
    id: j.c.id,
    member_id: j.c.memberId,
    member_name: j.nickname || j.username,
    mobile: j.mobile,
    kind,
    kind_name: CERTIFICATION_KIND_NAMES[kind],
    name: j.c.name,
    state,
    state_name: CERTIFICATION_STATE_NAMES[state],
    update_time: secs(j.c.updateTime),
  };
};

export async function listCertifications(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/certifications/list'>) {
  const like = likePattern(input.keyword);
  const where = and(
    input.state ? eq(memberCert.status, CODES[input.state]) : or(...APPLIED.map((s) => eq(memberCert.status, s))),
    input.kind ? eq(memberCert.kind, input.kind) : undefined,
    within(memberCert.updateTime, input.from, input.to),
    like ? or(ilike(memberCert.name, like), ilike(member.username, like), ilike(member.nickname, like), ilike(member.mobile, like)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(memberCert).innerJoin(member, eq(member.memberId, memberCert.memberId)).where(where);
  const rows = await from(db)
    .where(where)
    .orderBy(...byTime(input.sort, memberCert.updateTime, memberCert.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}

export async function certificationDetail(db: Db | Tx, id: number): Promise<CertificationReviewDetail> {
  const [j] = await from(db).where(eq(memberCert.id, id));
  if (!j) throw notFound(NOUN);
  return { ...toRow(j), remark: j.c.remark, images: j.c.images };
}

export async function decideCertification(tx: Tx, input: { id: number; agree: boolean; reason: string }, audit: (entry: AuditEntry) => Promise<void>): Promise<CertificationReviewDetail> {
  const to: State = input.agree ? 'passed' : 'refused';
  const [done] = await tx
    .update(memberCert)
    .set({ status: CODES[to], remark: input.reason, updateTime: new Date() })
    .where(and(eq(memberCert.id, input.id), eq(memberCert.status, CERT_STATUS.pending)))
    .returning({ id: memberCert.id });
  if (!done) {
    const current = await certificationDetail(tx, input.id);
    throw alreadyDecided(NOUN, current.state_name);
  }
  await audit({ action: `review.certification.${input.agree ? 'pass' : 'refuse'}`, targetType: 'member_cert', targetId: input.id, before: { state: 'pending' }, after: { state: to, remark: input.reason } });
  return certificationDetail(tx, input.id);
}
