// The console's resolvers: every file of this folder exports `resolvers` (a ConsoleResolvers
// fragment); codegen lists them in ../generated/resolvers-index.ts and they are merged here, so an
// area adds a file and runs `npm run codegen`.
import type { Resolvers } from '../generated/resolvers-types';
import { resolverModules } from '../generated/resolvers-index';
import { MoneyScalar } from '../../money';

export type ConsoleResolvers = Resolvers;

function merge(modules: readonly Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module)) {
      const into = (out[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`console resolver ${type}.${field} is defined twice`);
        into[field] = resolver;
      }
    }
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = { ...merge(resolverModules as Resolvers[]), Money: MoneyScalar };
