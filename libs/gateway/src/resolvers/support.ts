// What every domain's resolvers share: the session guards, NOT_FOUND → null, the REST request schema
// as the last check, and the id checks. New domains import these instead of writing their own.
import { endpoints, ErrorCode, type EndpointPath, type RequestOf } from '@mall/rest-contract';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { gatewayError, GatewayErrorCode, isTokenError, Messages } from '../errors';
import { badInput, optionalIntInRange, parseRequest } from '../validation';

export const ID_MAX = 2_147_483_647;

/** A login-only call: TOKEN_ERROR without a session (no REST call); a token mall-api refuses clears the cookie. */
export async function asLoggedIn<T>(ctx: GatewayContext, run: () => Promise<T>): Promise<T> {
  if (!ctx.token) throw gatewayError(GatewayErrorCode.TOKEN_ERROR, Messages.tokenError);
  try {
    return await run();
  } catch (error) {
    if (isTokenError(error)) ctx.clearToken();
    throw error;
  }
}

/** A member-aware read: a visitor (or a rejected token, whose cookie is cleared) gets `fallback`. */
export async function memberOr<T>(ctx: GatewayContext, fallback: T, run: () => Promise<T>): Promise<T> {
  if (!ctx.token) return fallback;
  try {
    return await run();
  } catch (error) {
    if (isTokenError(error)) {
      ctx.clearToken();
      return fallback;
    }
    throw error;
  }
}

/** NOT_FOUND from mall-api (missing, or another member's) → null (the route answers 404). */
export async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.restCode === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

/** The REST request schema as the last check; the body is sent as given (the schema may transform). */
export function checked<P extends EndpointPath>(path: P, body: RequestOf<P>): RequestOf<P> {
  parseRequest(endpoints[path].request, body);
  return body;
}

/** A positive Int id argument, named in the message by its label. */
export function positiveId(field: string, label: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > ID_MAX) badInput(`${label}必须是正整数`, field);
  return value;
}

/** A positive Int id argument, named in the message by its field. */
export const id = (field: string, value: number) => optionalIntInRange(field, value, 1, ID_MAX) as number;
