/**
 * What can go wrong with a gateway call, as one typed error (ARCHITECTURE §3). Codes from the
 * gateway's `extensions.code` pass through; the client adds NETWORK_ERROR, HTTP_ERROR and ABORTED.
 */
export type GatewayErrorCode =
  | 'TOKEN_ERROR'
  | 'BUSINESS_ERROR'
  | 'UPSTREAM_ERROR'
  | 'BAD_USER_INPUT'
  | 'CSRF_REJECTED'
  | 'INTERNAL_SERVER_ERROR'
  | 'NETWORK_ERROR'
  | 'HTTP_ERROR'
  | 'ABORTED';

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  /** HTTP status of the gateway's answer, when there was one. */
  readonly status: number | undefined;
  /**
   * mall-api's own code behind a BUSINESS_ERROR (e.g. -4 not found), when the gateway passed one:
   * lets a page tell "this order is not yours or gone" (a 404) from a refusal without reading text.
   */
  readonly restCode: number | undefined;

  constructor(
    readonly code: GatewayErrorCode | (string & Record<never, never>),
    message: string,
    status?: number,
    restCode?: number,
  ) {
    super(message);
    this.status = status;
    this.restCode = restCode;
  }
}

/** mall-api's NOT_FOUND code (rest-contract ErrorCode.NOT_FOUND): missing, or another member's. */
export const REST_NOT_FOUND = -4;

/** A gateway refusal because the thing asked for does not exist (or is another member's). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof GatewayError && error.restCode === REST_NOT_FOUND;
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** Chinese fallbacks for failures that carry no server message. */
export const defaultMessages = {
  network: '网络连接失败，请检查网络后重试',
  http: '服务暂时不可用，请稍后重试',
  unknown: '请求失败，请稍后重试',
  tokenError: '登录已失效，请重新登录',
  aborted: '请求已取消',
};
export type GatewayClientMessages = typeof defaultMessages;
