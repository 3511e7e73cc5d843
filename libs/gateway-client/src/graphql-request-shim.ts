/**
 * What the browser build gives graphql-request for `import … from 'graphql'` (apps/storefront's
 * vite.config.ts aliases it for graphql-request's files only): the three names it imports, without
 * graphql-js's lexer, parser and printer (≈11 KB gzip of the first load).
 *
 * They are never reached: our documents are codegen strings (`documentMode: 'string'`), so
 * graphql-request sends them as they are and never prints an AST, and the client sets
 * `excludeOperationName`, so it never parses one to find the operation name (client.ts).
 */

/** The one AST kind graphql-request compares against (when it looks for the operation's name). */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

const UNSUPPORTED =
  'graphql-request was given a DocumentNode or asked for the operation name: the browser build has no ' +
  'graphql-js parser/printer. Pass a codegen document (a string) through @mall/gateway-client.';

export function parse(): never {
  throw new Error(UNSUPPORTED);
}

export function print(): never {
  throw new Error(UNSUPPORTED);
}
