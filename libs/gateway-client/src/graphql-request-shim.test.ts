import { Kind as GraphqlKind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Kind, parse, print } from './graphql-request-shim';

describe('graphql-request shim (browser build)', () => {
  it('names the operation-definition kind as graphql-js does', () => {
    expect(Kind.OPERATION_DEFINITION).toBe(GraphqlKind.OPERATION_DEFINITION);
  });

  it('fails loudly, saying why, if graphql-request ever needs the parser or printer', () => {
    expect(() => parse()).toThrow(/codegen document/);
    expect(() => print()).toThrow(/no graphql-js parser\/printer/);
  });
});
