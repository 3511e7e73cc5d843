// Members (search, view, freeze, adjust, SMS reset) and units (read only) for the platform.
import type { ConsoleMemberRow, ConsoleRequestOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, given, pageOf, pagingBody } from '../mappers/camel';

/** A member's detail; one REST ledger field carries both accounts: balance rows are money (fen), point rows points. */
const memberDetail = <D extends { ledger: { account_type: string; amount: number }[] }>(d: D) => ({
  ...camelize(d),
  ledger: d.ledger.map((l) => ({ ...camelize(l), amount: l.account_type === 'balance' ? l.amount : null, points: l.account_type === 'point' ? l.amount : null })),
});
const memberRow = (m: ConsoleMemberRow) => ({ ...camelize(m), headimg: '', registerType: '', companyName: '', orgName: '', orders: 0, certifications: [], ledger: [] });

export const resolvers: Resolvers = {
  Query: {
    consoleMembers: async (_p, { page, pageSize, sort, filter }, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/members/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(filter?.keyword),
          state: given(filter?.state),
          from: given(filter?.from),
          to: given(filter?.to),
        } as ConsoleRequestOf<'/admin/api/members/list'>),
        memberRow,
      ),
    consoleMember: async (_p, { id }, ctx) => memberDetail(await ctx.console.call('/admin/api/members/detail', { id })),
    consoleUnits: async (_p, { page, pageSize, sort, keyword }, ctx) =>
      pageOf(await ctx.console.call('/admin/api/units/list', { ...pagingBody({ page, pageSize, sort }), keyword: given(keyword) } as ConsoleRequestOf<'/admin/api/units/list'>), (u) => ({ ...camelize(u), creditCode: '', address: '' })),
    consoleUnit: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/units/detail', { id })),
    consoleUnitMembers: async (_p, { id, page, pageSize }, ctx) => pageOf(await ctx.console.call('/admin/api/units/members', { id, page: given(page), page_size: given(pageSize) }), camelize),
    consoleUnitLedger: async (_p, { id, page, pageSize }, ctx) => pageOf(await ctx.console.call('/admin/api/units/ledger', { id, page: given(page), page_size: given(pageSize) }), camelize),
  },
  Mutation: {
    setMemberFrozen: async (_p, { id, frozen, reason }, ctx) => camelize(await ctx.console.call('/admin/api/members/freeze', { id, frozen, reason })),
    adjustMember: async (_p, { id, account, amount, reason }, ctx) => memberDetail(await ctx.console.call('/admin/api/members/adjust', { id, account: account as 'balance' | 'point', amount, reason })),
    sendMemberPasswordReset: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/members/reset-password', { id })),
  },
};
