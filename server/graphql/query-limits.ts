import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from 'graphql';

export const LIMITS = { depth: 10, aliases: 15, fields: 300 };

/**
 * Bounds every operation before it runs, so aliases and deep or wide selections cannot multiply work or
 * sign-in attempts within one request (HTTP batching is off: Apollo's default).
 */
export const queryLimits: ValidationRule = (context: ValidationContext) => {
  let aliases = 0;
  let fields = 0;
  const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])));

  const depthOf = (node: ASTNode, seen: Set<string>): number => {
    if (node.kind === Kind.FIELD) {
      fields++;
      if (node.alias) aliases++;
      return node.selectionSet ? 1 + Math.max(0, ...node.selectionSet.selections.map((s) => depthOf(s, seen))) : 1;
    }
    if (node.kind === Kind.INLINE_FRAGMENT) return Math.max(0, ...node.selectionSet.selections.map((s) => depthOf(s, seen)));
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(node.name.value);
      if (!fragment || seen.has(node.name.value)) return 0;
      return Math.max(0, ...fragment.selectionSet.selections.map((s) => depthOf(s, new Set([...seen, node.name.value]))));
    }
    return 0;
  };

  return {
    OperationDefinition(op) {
      // Introspection (GraphiQL, codegen) nests type references deeply but costs nothing to resolve.
      if (op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'))) return;
      const depth = Math.max(0, ...op.selectionSet.selections.map((s) => depthOf(s, new Set())));
      const over = [
        depth > LIMITS.depth && `depth ${depth} > ${LIMITS.depth}`,
        aliases > LIMITS.aliases && `aliases ${aliases} > ${LIMITS.aliases}`,
        fields > LIMITS.fields && `fields ${fields} > ${LIMITS.fields}`,
      ].filter(Boolean);
      if (over.length) {
        context.reportError(new GraphQLError(`Query too complex: ${over.join(', ')}`, { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      }
    },
  };
};
