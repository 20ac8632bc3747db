import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Logger, Module } from '@nestjs/common';
import { GraphQLSchemaHost, GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, parse, specifiedRules, validate, type ExecutionArgs, type GraphQLFormattedError } from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { CONFIG, type AppConfig } from '../config/config.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { SocketSessions, TOO_MANY_CLOSE } from '../modules/auth/socket-sessions.js';
import { ApiExplorer, introspectionRefused, selectsIntrospection } from './api-explorer.js';
import { SCALARS_MAP } from './date-time.scalar.js';
import { jitExecutor } from './jit-executor.js';
import { queryLimits } from './query-limits.js';

const logger = new Logger('GraphQL');

/** Browsers may open the socket only from our own origin; tools without an Origin header are let in. */
function originAllowed(config: AppConfig, req: IncomingMessage | undefined): boolean {
  const origin = req?.headers.origin;
  if (!origin) return true;
  const host = req?.headers.host;
  return origin === config.APP_ORIGIN || (!!host && new URL(origin).host === host);
}

/**
 * Subscriptions are served over the socket only. Sent over HTTP, Apollo would run one as a query and answer an
 * internal error ("Cannot return null for non-nullable field Subscription…"); it is the caller's mistake: 400.
 */
const subscriptionsOnSocket: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      },
    };
  },
};

/**
 * An explicit null sent for a non-null argument that has a default (`$v: Int` at `page: Int! = 1`) passes
 * validation and fails while executing, where Apollo would call it an internal error. It is the caller's
 * mistake: BAD_REQUEST, like the other argument errors (found by the fuzz stage).
 */
const ARGUMENT_COERCION = /^Argument "[^"]+" (of non-null type "[^"]+" must not be null|has invalid value)/;
export function callerArgumentError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // graphql-js locates the coercion error on its field: a GraphQLError whose original is the GraphQLError thrown.
  const located = error instanceof GraphQLError ? error : null;
  const cause = located?.originalError instanceof GraphQLError ? located.originalError : located;
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR' || !cause || cause.originalError || !ARGUMENT_COERCION.test(cause.message)) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
}

type SocketExtra = { request: IncomingMessage; socket: Parameters<SocketSessions['admit']>[0] };

/** The API explorer, for the GraphQL module's factory and the OpenAPI page's hook. */
@Module({ imports: [AuthModule], providers: [ApiExplorer], exports: [ApiExplorer] })
export class ApiExplorerModule {}

/**
 * graphql-ws onSubscribe: Apollo's validation rules and plugins do not run on the socket, so an operation sent
 * there is held to the same rules: the subscription cap, the query limits, and the explorer's (introspection,
 * suggestions). Returns the arguments graphql-ws executes, or the errors it answers.
 */
async function checkSocketOperation(
  config: AppConfig,
  explorer: ApiExplorer,
  schemaHost: GraphQLSchemaHost,
  ctx: Context<Record<string, unknown>, SocketExtra>,
  id: string,
  payload: SubscribePayload,
): Promise<ExecutionArgs | readonly GraphQLError[]> {
  // graphql-ws has already counted this one in ctx.subscriptions.
  if (Object.keys(ctx.subscriptions).length > config.WS_MAX_SUBSCRIPTIONS_PER_SOCKET) {
    delete ctx.subscriptions[id];
    ctx.extra.socket.close(TOO_MANY_CLOSE, 'Too many subscriptions');
    return [new GraphQLError('Too many subscriptions')];
  }
  const { schema } = schemaHost;
  let document;
  try {
    document = parse(payload.query);
  } catch (error) {
    return [error as GraphQLError];
  }
  const errors = validate(schema, document, [...specifiedRules, queryLimits]);
  const allowed = errors.length || selectsIntrospection(document) ? await explorer.allows(ctx.extra.request) : true;
  if (errors.length) return allowed ? errors : errors.map((e) => new GraphQLError(explorer.plainMessage(e.message), e));
  if (!allowed) return [introspectionRefused()];
  return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
}

@Module({
  imports: [
    ApiExplorerModule,
    NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [AuthModule, ApiExplorerModule],
      inject: [CONFIG, SocketSessions, ApiExplorer, GraphQLSchemaHost],
      useFactory: (config: AppConfig, sockets: SocketSessions, explorer: ApiExplorer, schemaHost: GraphQLSchemaHost) => ({
        path: '/graphql',
        autoSchemaFile: true,
        sortSchema: true,
        buildSchemaOptions: { scalarsMap: SCALARS_MAP },
        // Introspection and suggestions are decided per caller (API_EXPLORER) by the explorer's plugin.
        introspection: true,
        validationRules: [queryLimits],
        allowBatchedHttpRequests: false,
        // No @cacheControl hints anywhere: the plugin would still hook every resolved field (bench/README.md).
        plugins: [ApolloServerPluginCacheControlDisabled(), explorer.plugin(), subscriptionsOnSocket, jitExecutor()],
        // Our own offline GraphiQL answers browser GETs of /graphql (see server/web/client.ts).
        graphiql: false,
        playground: false,
        includeStacktraceInErrorResponses: false,
        formatError: callerArgumentError,
        subscriptions: {
          'graphql-ws': {
            path: '/graphql',
            onConnect: async (ctx) => {
              const { request, socket } = ctx.extra as SocketExtra;
              if (!originAllowed(config, request)) {
                logger.warn(`refused a socket from origin ${request.headers.origin}`);
                return false;
              }
              // An API key comes in connectionParams (a browser's socket cannot carry headers); it then stands
              // in the upgrade request's Authorization header, which the guard reads as on HTTP.
              const key = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
              if (typeof key === 'string' && !request.headers.authorization) request.headers.authorization = key;
              // Capped per user or IP; a socket lives as long as its session (socket-sessions.ts).
              return sockets.admit(socket, request);
            },
            onSubscribe: (ctx, id, payload) =>
              checkSocketOperation(config, explorer, schemaHost, ctx as Context<Record<string, unknown>, SocketExtra>, id, payload),
          },
        },
        // HTTP operations get (request, reply) from Fastify; subscriptions get the socket's context, whose
        // upgrade request stands in for `req` so that guards read one shape.
        context: (arg: FastifyRequest | { extra: { request: IncomingMessage } }, reply?: FastifyReply) =>
          'extra' in arg ? { req: arg.extra.request } : { req: arg, res: reply },
      }),
    }),
  ],
})
export class GraphQLModule {}
