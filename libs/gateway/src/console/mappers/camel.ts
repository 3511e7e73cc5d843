// The console's one REST → GraphQL mapper: mall-api's snake_case answers become the schema's
// camelCase, typed (a renamed REST field is a type error in the resolver that returns it).

type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
export type Camelized<T> = T extends readonly (infer U)[] ? Camelized<U>[] : T extends object ? { [K in keyof T as K extends string ? Camel<K> : K]: Camelized<T[K]> } : T;

const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Deep snake_case → camelCase of plain objects and arrays (JSON answers only). */
export function camelize<T>(value: T): Camelized<T> {
  if (Array.isArray(value)) return value.map(camelize) as Camelized<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelKey(k), camelize(v)])) as Camelized<T>;
  }
  return value as Camelized<T>;
}

/** A console page `{list, count, page, page_size}` with each row mapped by `row`. */
export const pageOf = <R, O>(p: { list: R[]; count: number; page: number; page_size: number }, row: (r: R) => O) => ({ list: p.list.map(row), count: p.count, page: p.page, pageSize: p.page_size });

/** GraphQL nulls become absent REST fields. */
export const given = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);
