import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Logger, Module } from '@nestjs/common';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type AppConfig } from '../config/config.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { SocketSessions } from '../modules/auth/socket-sessions.js';
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

@Module({
  imports: [
    NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [AuthModule],
      inject: [CONFIG, SocketSessions],
      useFactory: (config: AppConfig, sockets: SocketSessions) => ({
        path: '/graphql',
        autoSchemaFile: true,
        sortSchema: true,
        buildSchemaOptions: { scalarsMap: SCALARS_MAP },
        introspection: true,
        validationRules: [queryLimits],
        allowBatchedHttpRequests: false,
        // No @cacheControl hints anywhere: the plugin would still hook every resolved field (bench/README.md).
        plugins: [ApolloServerPluginCacheControlDisabled(), jitExecutor()],
        // Our own offline GraphiQL answers browser GETs of /graphql (see server/web/client.ts).
        graphiql: false,
        playground: false,
        includeStacktraceInErrorResponses: false,
        subscriptions: {
          'graphql-ws': {
            path: '/graphql',
            onConnect: async (ctx) => {
              const { request, socket } = ctx.extra as { request?: IncomingMessage; socket?: Parameters<SocketSessions['track']>[0] };
              const ok = originAllowed(config, request);
              if (!ok) logger.warn(`refused a socket from origin ${request?.headers.origin}`);
              // A socket lives as long as its session: it closes when that session ends (socket-sessions.ts).
              else if (request && socket) await sockets.track(socket, request);
              return ok;
            },
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
