import { GraphQLError } from 'graphql';

/** `extensions.code` values the gateway puts on its errors (ARCHITECTURE §3). */
export const GatewayErrorCode = {
  /** Missing, expired or revoked token (REST code -10010). */
  TOKEN_ERROR: 'TOKEN_ERROR',
  /** mall-api answered code != 0; the message is the server's. */
  BUSINESS_ERROR: 'BUSINESS_ERROR',
  /** mall-api could not be reached, timed out, or answered something that is not the contract. */
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  /** GraphQL variables failed validation; REST was not called. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** A cross-site request was refused. */
  CSRF_REJECTED: 'CSRF_REJECTED',
  /** The request asked for more than GRAPHQL_LIMITS allow (src/limits). */
  QUERY_LIMIT_EXCEEDED: 'QUERY_LIMIT_EXCEEDED',
} as const;
export type GatewayErrorCodeValue = (typeof GatewayErrorCode)[keyof typeof GatewayErrorCode];

export const Messages = {
  upstreamUnavailable: '服务暂时不可用，请稍后重试',
  upstreamTimeout: '服务响应超时，请稍后重试',
  upstreamBadAnswer: '服务返回的数据有误，请稍后重试',
  tokenError: '登录已失效，请重新登录',
  crossSite: '已拒绝跨站请求',
  internal: '服务器内部错误，请稍后重试',
  tooManyRestCalls: (max: number) => `一次查询请求的数据过多（最多 ${max} 次后端调用），请拆分查询`,
} as const;

export function gatewayError(
  code: GatewayErrorCodeValue,
  message: string,
  extra?: Record<string, unknown>,
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function isTokenError(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === GatewayErrorCode.TOKEN_ERROR;
}
