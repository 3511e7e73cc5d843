// A span per GraphQL operation (OpenTelemetry API): the page view's trace shows which operation the
// gateway ran, and the REST calls its resolvers make (undici spans) become its children. Without a
// registered SDK (tracing off, @mall/telemetry) the API hands out no-op spans: nothing is recorded.
import { getOperationAST } from 'graphql';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { Plugin } from 'graphql-yoga';

const tracer = trace.getTracer('@mall/gateway');

/** Place it after every plugin that replaces the execute function, so the span covers theirs. */
export function operationSpanPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value ?? 'anonymous';
      setExecuteFn((execArgs) =>
        tracer.startActiveSpan(`graphql ${type} ${name}`, { attributes: { 'graphql.operation.type': type, 'graphql.operation.name': name } }, async (span) => {
          try {
            const result = await executeFn(execArgs);
            // A query or mutation answers one ExecutionResult (no subscriptions here).
            const errors = (result as { errors?: readonly { message: string }[] }).errors;
            if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR, message: errors.map((e) => e.message).join('; ').slice(0, 300) });
            return result;
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
            throw error;
          } finally {
            span.end();
          }
        }),
      );
    },
  };
}
