import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * One budget for every operation, introspection included. `introspectionRoots` caps `__schema`/`__type`
 * selections (GraphiQL and codegen send one); `typeExpansions` caps how often an introspected type may be
 * opened inside another (`fields { type { fields … } }` multiplies the answer, the standard query opens one).
 */
export const LIMITS = { depth: 10, aliases: 15, fields: 300, introspectionRoots: 2, typeExpansions: 1 };

/** Introspection fields that list a type's members: opening one inside another multiplies the answer. */
const TYPE_EXPANSIONS = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues']);

const tooComplex = (over: string) => new GraphQLError(`Query too complex: ${over}`, { extensions: { code: 'QUERY_TOO_COMPLEX' } });

/**
 * Bounds every operation before it runs, so aliases, deep or wide selections and introspection cannot multiply
 * work or sign-in attempts within one request (HTTP batching is off: Apollo's default). Also run on the socket.
 */
export const queryLimits: ValidationRule = (context: ValidationContext) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  return {
    OperationDefinition(op) {
      const count = { fields: 0, aliases: 0, roots: 0 };
      let depth = 0;
      let expansions = 0;
      // Stops at the first limit crossed, so a fragment spread many times over cannot make the walk itself costly.
      const walk = (set: SelectionSetNode, level: number, opened: number, inIntrospection: boolean, seen: string[]): string | undefined => {
        for (const s of set.selections) {
          let over: string | undefined;
          if (s.kind === Kind.FIELD) {
            const name = s.name.value;
            const root = level === 0 && (name === '__schema' || name === '__type');
            const introspection = inIntrospection || root;
            // A type reference's `ofType` chain ends with the type's few wrappers: it is not depth.
            const next = introspection && name === 'ofType' ? level : level + 1;
            const nowOpened = opened + (introspection && TYPE_EXPANSIONS.has(name) ? 1 : 0);
            count.fields++;
            if (s.alias) count.aliases++;
            if (root) count.roots++;
            depth = Math.max(depth, next);
            expansions = Math.max(expansions, nowOpened);
            over =
              (count.fields > LIMITS.fields && `fields > ${LIMITS.fields}`) ||
              (count.aliases > LIMITS.aliases && `aliases > ${LIMITS.aliases}`) ||
              (count.roots > LIMITS.introspectionRoots && `__schema/__type selections > ${LIMITS.introspectionRoots}`) ||
              (depth > LIMITS.depth && `depth > ${LIMITS.depth}`) ||
              (expansions > LIMITS.typeExpansions && `introspected types opened inside each other > ${LIMITS.typeExpansions}`) ||
              (s.selectionSet ? walk(s.selectionSet, next, nowOpened, introspection, seen) : undefined);
          } else if (s.kind === Kind.INLINE_FRAGMENT) {
            over = walk(s.selectionSet, level, opened, inIntrospection, seen);
          } else {
            const fragment = fragments.get(s.name.value);
            if (fragment && !seen.includes(s.name.value)) over = walk(fragment.selectionSet, level, opened, inIntrospection, [...seen, s.name.value]);
          }
          if (over) return over;
        }
        return undefined;
      };
      const over = walk(op.selectionSet, 0, 0, false, []);
      if (over) context.reportError(tooComplex(over));
    },
  };
};
