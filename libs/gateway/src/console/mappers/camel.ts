// The console's one REST → GraphQL mapper: mall-api's snake_case answers become the schema's
// camelCase, typed (a renamed REST field is a type error in the resolver that returns it). Money
// fields, yuan strings in REST, become the schema's Money (integer fen) here and nowhere else.
import { exactYuanToFen } from '@mall/rest-contract/money';

type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** Money fields' yuan strings become fen (null and absent stay so). */
type Fen<V> = V extends string ? number : V;
/** T in camelCase, with the snake_case keys M (at any depth) as fen. */
export type Camelized<T, M extends string = never> = T extends readonly (infer U)[]
  ? Camelized<U, M>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Camel<K> : K]: K extends M ? Fen<T[K]> : Camelized<T[K], M> }
    : T;

const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function convert(value: unknown, money: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, money));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [camelKey(k), money.has(k) && typeof v === 'string' ? exactYuanToFen(v) : convert(v, money)]),
    );
  }
  return value;
}

/** Deep snake_case → camelCase of plain objects and arrays (JSON answers only). */
export function camelize<T>(value: T): Camelized<T> {
  return convert(value, new Set()) as Camelized<T>;
}

/**
 * camelize, with the named REST money keys (at any depth) turned from yuan strings into fen, once:
 * `pageOf(answer, camelizeMoney('price', 'seckill_price'))`.
 */
export const camelizeMoney =
  <M extends string>(...money: M[]) =>
  <T>(value: T): Camelized<T, M> =>
    convert(value, new Set(money)) as Camelized<T, M>;

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
/** A GraphQL input T as mall-api's body: snake_case keys at any depth, a null field absent. */
export type Snaked<T> = T extends readonly (infer U)[]
  ? Snaked<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Snake<K> : K]: Snaked<Exclude<T[K], null>> }
    : T;

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function toSnake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnake);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [snakeKey(k), v === null ? undefined : toSnake(v)]),
    );
  }
  return value;
}

/**
 * The inverse of camelize for a save's input: its fields as mall-api's snake_case body, a GraphQL
 * null left out so that mall-api's default applies (as `given` does for one field). Fields that need
 * a narrower type or another default are spread over it: `{ ...restBody(input), type: … }`.
 */
export const restBody = <T extends object>(input: T): Snaked<T> => toSnake(input) as Snaked<T>;

/** A console page `{list, count, page, page_size}` with each row mapped by `row`. */
export const pageOf = <R, O>(p: { list: R[]; count: number; page: number; page_size: number }, row: (r: R) => O) => ({ list: p.list.map(row), count: p.count, page: p.page, pageSize: p.page_size });

/** GraphQL nulls become absent REST fields. */
export const given = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** A list's paging arguments as mall-api's body (one not given is left to mall-api's default). */
export const pagingBody = (a: { page?: number | null; pageSize?: number | null; sort?: string | null }) => ({
  page: given(a.page),
  page_size: given(a.pageSize),
  sort: given(a.sort),
});

/** A list's paging arguments and its filter's fields, side by side, as mall-api's body. */
export const filteredListBody = <F extends object>(a: { page?: number | null; pageSize?: number | null; sort?: string | null; filter?: F | null }) => ({
  ...pagingBody(a),
  ...restBody(a.filter ?? ({} as F)),
});
