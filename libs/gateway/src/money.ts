// The Money scalar of both schemas: integer fen. The mappers make it from REST's yuan string once
// (exactYuanToFen), so the browser only adds integers and formats them; serialize refuses anything
// else so a yuan string that slipped past a mapper fails loudly instead of showing a wrong price.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const fen = (value: unknown): number => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new GraphQLError(`Money is integer fen, not ${JSON.stringify(value)}`);
};

export const MoneyScalar = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: 'An amount of money in integer fen.',
  serialize: fen,
  parseValue: fen,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Money is integer fen');
    return fen(Number(ast.value));
  },
});
