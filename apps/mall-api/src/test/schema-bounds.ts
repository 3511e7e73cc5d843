// Walks a request schema (zod 4) and reports every number that may exceed what a PostgreSQL int4
// column holds: an id above 2147483647 reached the database and answered 500.
import type { z } from 'zod';
import { INT4_MAX } from '@mall/rest-contract';

interface Internals {
  def: Record<string, unknown> & { type: string };
}
const internals = (schema: unknown): Internals => (schema as { _zod: Internals })._zod;

/** Paths (`field.sub[]`) of numbers in `schema` whose upper or lower bound is wider than int4. */
export function unboundedNumbers(schema: z.ZodType, path = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const { def } = internals(schema);
  const child = (s: unknown, p = path) => (s ? unboundedNumbers(s as z.ZodType, p, seen) : []);
  switch (def.type) {
    case 'number': {
      // zod's own reading of the number's checks (null when unbounded).
      const { maxValue, minValue } = schema as unknown as { maxValue: number | null; minValue: number | null };
      return (maxValue ?? Infinity) <= INT4_MAX && (minValue ?? -Infinity) >= -INT4_MAX - 1 ? [] : [path || '(root)'];
    }
    case 'object':
      return Object.entries(def['shape'] as Record<string, unknown>).flatMap(([k, v]) => child(v, path ? `${path}.${k}` : k));
    case 'array':
      return child(def['element'], `${path}[]`);
    case 'tuple':
      return (def['items'] as unknown[]).flatMap((s, i) => child(s, `${path}[${i}]`));
    case 'record':
      return child(def['valueType'], `${path}{}`);
    case 'union':
      return (def['options'] as unknown[]).flatMap((s) => child(s));
    case 'intersection':
      return [...child(def['left']), ...child(def['right'])];
    case 'pipe':
      return [...child(def['in']), ...child(def['out'])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return child(def['innerType']);
    case 'lazy':
      return child((def['getter'] as () => unknown)());
    default:
      return [];
  }
}
