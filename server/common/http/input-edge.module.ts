import { type ArgumentMetadata, Injectable, Module, OnModuleInit, type PipeTransform } from '@nestjs/common';
import { APP_PIPE, HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCleanDocument, assertCleanInput } from './input-edge.js';

/**
 * The socket door: graphql-ws messages never pass through Fastify's hooks, so the arguments of every resolver
 * (subscriptions included) are checked again here. Nest hands GraphQL arguments to pipes as 'body' (REST
 * body, query and params, already checked by the hook, cost a second cheap walk); parent, context, info and
 * our own decorators are 'custom': server objects, skipped.
 */
@Injectable()
class CleanArgumentsPipe implements PipeTransform {
  transform(value: unknown, meta: ArgumentMetadata) {
    if (meta.type !== 'custom') assertCleanInput(value, meta.data ?? 'arguments');
    return value;
  }
}

/**
 * Input at the edge: one Fastify preValidation hook refuses bad text and deep JSON in the route params, the
 * query string and the parsed body of every request, before Nest's guards, pipes and validators, and before
 * Apollo parses a GraphQL document: Apollo's route is a plain Fastify route, out of reach of Nest's pipes and
 * guards, so neither alone would cover the GraphQL door. Errors go through the global filter like any 400.
 * Multipart bodies are read later by multer (server/web/multipart.ts), which checks its fields the same way.
 */
@Module({ providers: [{ provide: APP_PIPE, useClass: CleanArgumentsPipe }] })
export class InputEdgeModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit() {
    this.adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('preValidation', async (req: FastifyRequest) => {
      assertCleanInput(req.params, 'params');
      assertCleanInput(req.query, 'query');
      assertCleanInput(req.body, 'body');
      if (req.routeOptions.url === '/graphql') {
        const query = (req.body as { query?: unknown } | undefined)?.query ?? (req.query as { query?: unknown }).query;
        if (typeof query === 'string') assertCleanDocument(query);
      }
    });
  }
}
