// The shape of a console REST call (mall-api's /admin/api, ARCHITECTURE §5) and the pieces every
// console list shares. One table row per call: mall-api registers it with registerConsoleCall, the
// gateway's console client is typed by it.
import { z } from 'zod';
import { pageFields } from '../paging';
import type { ConsoleAction } from './permissions';

/**
 * `read` calls change nothing. A `write` call must record what it changed with `audit()` in its
 * transaction: mall-api refuses to commit a write that wrote no audit row.
 */
export type ConsoleCallKind = 'read' | 'write';

export interface ConsoleCall<Req extends z.ZodType, Res extends z.ZodType> {
  /** The action the actor's role must hold; `session` = any signed-in actor (who am I, log out). */
  permission: ConsoleAction | 'session';
  kind: ConsoleCallKind;
  request: Req;
  response: Res;
  summary: string;
}

export const consoleCall = <Req extends z.ZodType, Res extends z.ZodType>(c: ConsoleCall<Req, Res>) => c;

/** Console refusals, answered with HTTP 200 and these negative codes as every REST call. */
export const ConsoleErrorCode = {
  /** The actor's role lacks the call's action, or the id belongs to another shop. */
  FORBIDDEN: -403,
  /** The x-console-csrf header is missing or is not the session's. */
  CSRF_REJECTED: -419,
  /** Locked after repeated failures. */
  LOCKED: -423,
} as const;

/** Text filters are trimmed; an empty one means "no filter". */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, { error: `${label}不能超过 ${max} 个字符` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** A time bound of a filter, as unix seconds. */
export const unixTime = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是时间` })
    .int({ error: `${label}必须是整数秒` })
    .min(0, { error: `${label}不正确` })
    .max(4_102_444_800, { error: `${label}不正确` })
    .optional();

/**
 * A console list request: page, page size (at most 100) and a sort `field` / `field_desc` among
 * `sortable`; filters are the call's own fields.
 */
export const consoleListFields = <S extends readonly [string, ...string[]]>(sortable: S) => ({
  ...pageFields(20, 100),
  sort: z
    .enum([...sortable, ...sortable.map((s) => `${s}_desc`)] as [string, ...string[]], { error: '排序方式不正确' })
    .optional(),
});

/** A list's `state` filter: one of `states`; absent, every state. */
export const stateFilter = <S extends readonly [string, ...string[]]>(states: S) =>
  z.enum(states, { error: '状态不正确' }).optional();

/** The keyword and creation-time range a queue filters by. */
export const keywordAndTime = {
  keyword: optionalText(50, '关键字'),
  from: unixTime('开始时间'),
  to: unixTime('结束时间'),
};

/** A list by keyword and state, sorted among `sortable`. */
export const keywordStateList = <Sort extends readonly [string, ...string[]], S extends readonly [string, ...string[]]>(sortable: Sort, states: S) =>
  z.object({ ...consoleListFields(sortable), keyword: optionalText(50, '关键字'), state: stateFilter(states) });

/** A review queue's list: by time, keyword, creation-time range and state. */
export const queueListRequest = <S extends readonly [string, ...string[]]>(states: S) =>
  z.object({ ...consoleListFields(['time'] as const), ...keywordAndTime, state: stateFilter(states) });

/** `{list, count, page, page_size}` of one console page. */
export const consolePage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export interface ConsolePage<T> {
  list: T[];
  count: number;
  page: number;
  page_size: number;
}
