import { getOperationAST, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/** Per parsed document: how often it ran, and its compiled queries by operation name. */
interface DocumentRuns {
  runs: number;
  compiled: Map<string, CompiledQuery | null>;
}

const isPromiseLike = <T>(value: unknown): value is PromiseLike<T> =>
  typeof (value as PromiseLike<T> | null)?.then === 'function';

/**
 * Runs a document from its second execution on as JavaScript compiled for it (graphql-jit), instead of
 * graphql's interpreter walking the document's tree for every request (the executor
 * was the gateway's biggest own cost in the CPU profile; compiled, the home and list pages' CPU per
 * page fell by about a third). Compiled queries are kept per parsed document, which graphql-yoga's
 * parser cache keeps as the same object for the same text (an LRU of 1,000), so they go when it
 * drops the document. A document's first execution is interpreted: a flood of distinct documents
 * (each already bounded by src/limits) costs no compilation, only documents that come back do.
 *
 * Only queries are compiled, and answers stay the interpreter's bytes (JSON.stringify, no compiled
 * serialiser): when the compiled query answers with errors (graphql-jit words a refused variable
 * differently, leaves out an error's locations and puts data first), the interpreter answers again
 * for the same request. That costs a query with errors a second execution but no second REST call
 * (the request's REST client already holds every answer and refusal; reads made with `cache: false`
 * are read again) — mutations, whose calls must run once, are never compiled. A document that
 * cannot be compiled is always interpreted.
 */
export interface CompiledExecutionStats {
  /** Executions answered by a compiled query. */
  compiled: number;
  /** Compiled executions whose errors made the interpreter answer again. */
  reinterpreted: number;
}

export function compiledExecutionPlugin({
  after = 1,
  stats,
}: { after?: number; stats?: CompiledExecutionStats } = {}): Plugin {
  const documents = new WeakMap<DocumentNode, DocumentRuns>();

  function compiledFor(args: ExecutionArgs): CompiledQuery | null {
    let entry = documents.get(args.document);
    if (!entry) documents.set(args.document, (entry = { runs: 0, compiled: new Map() }));
    if (entry.runs < after) {
      entry.runs += 1;
      return null;
    }
    const name = args.operationName ?? '';
    let compiled = entry.compiled.get(name);
    if (compiled === undefined) {
      const isQuery = getOperationAST(args.document, args.operationName)?.operation === 'query';
      const result = isQuery ? compileQuery(args.schema, args.document, args.operationName ?? undefined) : null;
      compiled = result && isCompiledQuery(result) ? result : null;
      entry.compiled.set(name, compiled);
    }
    return compiled;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const compiled = compiledFor(args);
      if (!compiled) return;
      setExecuteFn((execArgs) => {
        const fallBack = (result: ExecutionResult) => {
          if (!result.errors?.length && 'data' in result) {
            if (stats) stats.compiled += 1;
            return result;
          }
          if (stats) stats.reinterpreted += 1;
          return executeFn(execArgs);
        };
        const result = compiled.query(execArgs.rootValue, execArgs.contextValue, execArgs.variableValues);
        return isPromiseLike<ExecutionResult>(result) ? result.then(fallBack) : fallBack(result);
      });
    },
  };
}
