import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCleanDocument, assertCleanInput } from './input-edge.js';

/**
 * Input at the edge: one Fastify preValidation hook refuses bad text and deep JSON in the route params, the
 * query string and the parsed body of every request, before Nest's guards, pipes and validators, and before
 * Apollo parses a GraphQL document: Apollo's route is a plain Fastify route, out of reach of Nest's pipes, so
 * a Nest pipe or guard would miss the GraphQL door. Errors go through the global filter like any 400.
 * Multipart bodies are read later by multer (server/web/multipart.ts), which checks its fields the same way.
 */
@Module({})
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
