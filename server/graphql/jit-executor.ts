import { type ApolloServerPlugin, type BaseContext, HeaderMap } from '@apollo/server';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Runs queries through graphql-jit instead of graphql-js: each parsed document (Apollo caches them by query
 * text) is compiled once into a function, which then resolves the same resolvers (Nest's guards and pipes
 * included) without graphql-js's per-field work. On an animal page that is ~480 fields, most of the cost of
 * the GraphQL door over REST (bench/README.md).
 *
 * Only successful queries are answered here. A mutation or subscription, a request naming no single operation,
 * a document graphql-jit cannot compile, or a result with any error returns null, and Apollo executes the
 * operation with graphql-js as usual, so every error keeps the exact shape, codes and formatting of the standard
 * path. Queries have no side effects, so running one that failed a second time is safe; it costs only on the
 * error path.
 */
export type Compile = (schema: GraphQLSchema, document: DocumentNode, operationName?: string) => CompiledQuery | ExecutionResult;

export function jitExecutor<TContext extends BaseContext>(compile: Compile = compileQuery): ApolloServerPlugin<TContext> {
  // Keyed by the parsed document (weakly, so Apollo's document cache decides what lives), then operation name.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let query = byName.get(key);
    if (query === undefined) {
      const result = compile(schema, document, operationName ?? undefined);
      query = isCompiledQuery(result) ? result : null;
      byName.set(key, query);
    }
    return query;
  };
  return {
    async requestDidStart() {
      return {
        async responseForOperation(rc) {
          // No operation (several in the document and no operationName, or an unknown name): graphql-js answers
          // its standard 400 ("Must provide operation name…").
          if (rc.operation?.operation !== 'query') return null;
          const query = compiledFor(rc.schema, rc.document, rc.operationName);
          if (!query) return null;
          const result = await query.query(undefined, rc.contextValue, rc.request.variables ?? {});
          if (result.errors?.length) return null;
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: result.data } } };
        },
      };
    },
  };
}
