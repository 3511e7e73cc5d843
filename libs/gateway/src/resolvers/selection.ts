// What a query selects below the field being resolved: lets a resolver skip REST work nobody asked for.
import type { GraphQLResolveInfo, SelectionNode } from 'graphql';

/** Whether the field being resolved selects `name` directly (fragments included). */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const walk = (selections: readonly SelectionNode[]): boolean =>
    selections.some((s) => {
      if (s.kind === 'Field') return s.name.value === name;
      if (s.kind === 'InlineFragment') return walk(s.selectionSet.selections);
      const fragment = info.fragments[s.name.value];
      return fragment ? walk(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((node) => (node.selectionSet ? walk(node.selectionSet.selections) : false));
}
