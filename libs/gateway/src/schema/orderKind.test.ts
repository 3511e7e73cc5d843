import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../generated/type-defs';

describe('OrderKind (the schema a client reads)', () => {
  it('describes every promotion kind as sold, none as not built (暂不支持)', () => {
    const kinds = buildSchema(typeDefs).getType('OrderKind') as GraphQLEnumType;
    for (const name of ['GROUPBUY', 'SECKILL', 'COMBO', 'TOPIC']) {
      const description = kinds.getValue(name)?.description ?? '';
      expect(description, name).toMatch(/promotionId/);
      expect(description, name).not.toMatch(/暂不支持|Not built/);
    }
  });
});
