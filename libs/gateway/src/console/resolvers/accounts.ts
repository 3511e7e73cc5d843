// Console accounts and roles (super_admin).
import type { ConsoleAccountRow, ConsoleRole } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, filteredListBody, given, restBody } from '../mappers/camel';

const accountOut = (a: ConsoleAccountRow) => camelize(a);

export const resolvers: Resolvers = {
  Query: {
    consoleAccounts: async (_p, args, ctx) => {
      const r = await ctx.console.call('/admin/api/accounts/list', {
        ...filteredListBody(args),
        role: given(args.filter?.role) as ConsoleRole | undefined,
      });
      return { list: r.list.map(accountOut), count: r.count, page: r.page, pageSize: r.page_size };
    },
    consoleRoles: (_p, _a, ctx) => ctx.console.call('/admin/api/accounts/roles', {}),
  },
  Mutation: {
    createConsoleAccount: async (_p, { input }, ctx) =>
      accountOut(
        await ctx.console.call('/admin/api/accounts/create', { ...restBody(input), role: input.role as ConsoleRole }),
      ),
    setConsoleAccountDisabled: async (_p, { accountId, disabled }, ctx) => accountOut(await ctx.console.call('/admin/api/accounts/disable', { account_id: accountId, disabled })),
    resetConsoleAccountPassword: async (_p, { accountId, password }, ctx) => accountOut(await ctx.console.call('/admin/api/accounts/reset-password', { account_id: accountId, password })),
    changeConsoleAccountRole: async (_p, { accountId, role }, ctx) => accountOut(await ctx.console.call('/admin/api/accounts/change-role', { account_id: accountId, role: role as ConsoleRole })),
    resetConsoleAccountTotp: async (_p, { accountId }, ctx) => accountOut(await ctx.console.call('/admin/api/accounts/reset-totp', { account_id: accountId })),
  },
};
