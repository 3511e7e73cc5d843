// The REST envelope `{code, message, data, timestamp}` of SPEC §7, and the error services throw.
import { ErrorCode, type RestResponse } from '@mall/rest-contract';

export const SUCCESS_MESSAGE = '操作成功';
export const TOKEN_ERROR_MESSAGE = '登录已失效，请重新登录';
export const INTERNAL_MESSAGE = '服务器繁忙，请稍后再试';

const now = () => Math.floor(Date.now() / 1000);

export function ok<T>(data: T): RestResponse<T> {
  return { code: ErrorCode.SUCCESS, message: SUCCESS_MESSAGE, data, timestamp: now() };
}

export function fail(code: number, message: string): RestResponse<null> {
  return { code, message, data: null, timestamp: now() };
}

/** A refusal a caller can act on; answered with HTTP 200 and its negative code. */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = ErrorCode.BUSINESS,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
