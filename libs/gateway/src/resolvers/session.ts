// The one way a login ends in the gateway (password login, SMS login, registration): read the new
// member with the fresh token, then put the token into the HttpOnly session cookie (ARCHITECTURE §4).
import type { LoginResult } from '@mall/rest-contract';
import type { GatewayContext } from '../context';
import type { Member } from '../generated/resolvers-types';
import { toMember } from '../mappers/account';

export async function completeLogin(ctx: GatewayContext, result: LoginResult): Promise<Member> {
  const member = await ctx.rest.call('/api/member/info', {}, { token: result.token });
  ctx.setToken(result.token, result.auto_login);
  return toMember(member);
}
