// Members (search, view, freeze, adjust, SMS reset) and units (read only) for the platform.
import type { ConsoleMemberRow, ConsoleRequestOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, filteredListBody, pageOf, restBody } from '../mappers/camel';

/** A member's detail; one REST ledger field carries both accounts: balance rows are money (fen), point rows points. */
const memberDetail = <D extends { ledger: { account_type: string; amount: number }[] }>(d: D) => ({
  ...camelize(d),
  ledger: d.ledger.map((l) => ({ ...camelize(l), amount: l.account_type === 'balance' ? l.amount : null, points: l.account_type === 'point' ? l.amount : null })),
});
const memberRow = (m: ConsoleMemberRow) => ({ ...camelize(m), headimg: '', registerType: '', companyName: '', orgName: '', orders: 0, certifications: [], ledger: [] });

export const resolvers: Resolvers = {
  Query: {
    consoleMembers: async (_p, args, ctx) =>
      pageOf(await ctx.console.call('/admin/api/members/list', filteredListBody(args) as ConsoleRequestOf<'/admin/api/members/list'>), memberRow),
    consoleMember: async (_p, { id }, ctx) => memberDetail(await ctx.console.call('/admin/api/members/detail', { id })),
    consoleUnits: async (_p, args, ctx) =>
      pageOf(await ctx.console.call('/admin/api/units/list', restBody(args) as ConsoleRequestOf<'/admin/api/units/list'>), (u) => ({ ...camelize(u), creditCode: '', address: '' })),
    consoleUnit: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/units/detail', { id })),
    consoleUnitMembers: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/units/members', restBody(args)), camelize),
    consoleUnitLedger: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/units/ledger', restBody(args)), camelize),
  },
  Mutation: {
    setMemberFrozen: async (_p, { id, frozen, reason }, ctx) => camelize(await ctx.console.call('/admin/api/members/freeze', { id, frozen, reason })),
    adjustMember: async (_p, { id, account, amount, reason }, ctx) => memberDetail(await ctx.console.call('/admin/api/members/adjust', { id, account: account as 'balance' | 'point', amount, reason })),
    sendMemberPasswordReset: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/members/reset-password', { id })),
  },
};
