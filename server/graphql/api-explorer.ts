import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { ROLE_RANK } from '../common/auth/policy.js';
import { CONFIG, type AppConfig } from '../config/config.js';
import type { AppRequest } from '../common/auth/auth-context.js';
import { Role } from '../common/auth/role.js';
import { SessionsService } from '../modules/auth/sessions.service.js';

/** "Did you mean …?" hints name fields, types and enum values the caller may not explore. */
const SUGGESTION = / ?Did you mean .+\?$/;

export const introspectionRefused = () =>
  new GraphQLError('Introspection is off for this caller (API_EXPLORER): it is for signed-in SUPERVISOR and up, or off', {
    extensions: { code: 'INTROSPECTION_DISABLED', http: { status: 403 } },
  });

/** Whether the document asks for `__schema` or `__type` (valid only at the root, also through fragments). */
export function selectsIntrospection(document: DocumentNode): boolean {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet]] : [])));
  const seen = new Set<string>();
  const inSet = (set: SelectionSetNode): boolean =>
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === '__schema' || s.name.value === '__type';
      if (s.kind === Kind.INLINE_FRAGMENT) return inSet(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      const fragment = fragments.get(s.name.value);
      return !!fragment && inSet(fragment);
    });
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && inSet(d.selectionSet));
}

/**
 * Who may explore the API: GraphQL introspection and "Did you mean" suggestions, GraphiQL and the OpenAPI page
 * (API_EXPLORER). A schema is a map of every operation: in production (`auto`) only signed-in SUPERVISOR and up
 * get it; the operations themselves keep working for everyone their policy allows.
 */
@Injectable()
export class ApiExplorer implements OnModuleInit {
  private readonly rule: 'public' | 'staff' | 'off';

  constructor(
    @Inject(CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    const auto = config.NODE_ENV === 'production' ? 'staff' : 'public';
    this.rule = config.API_EXPLORER === 'auto' ? auto : config.API_EXPLORER;
  }

  /** Whether the caller of this request (HTTP, or a socket's upgrade request) may explore. */
  async allows(req: IncomingMessage | FastifyRequest | undefined): Promise<boolean> {
    if (this.rule !== 'staff') return this.rule === 'public';
    const auth = req ? await this.sessions.resolve(req as AppRequest) : null;
    return !!auth && !auth.restricted && ROLE_RANK[auth.user.role] <= ROLE_RANK[Role.SUPERVISOR];
  }

  /** Removes the suggestions from an error message unless the caller may explore. */
  plainMessage(message: string): string {
    return message.replace(SUGGESTION, '');
  }

  /** The OpenAPI page and document (/api/docs, /api/docs-json) answer 404 to whoever may not explore. */
  onModuleInit() {
    this.adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.url.startsWith('/api/docs') || (await this.allows(req))) return;
      await reply.code(404).send({ statusCode: 404, code: 'not_found', message: 'Not found' });
    });
  }

  /** Apollo: refuses introspection and drops suggestions for callers who may not explore (per request). */
  plugin<TContext extends BaseContext & { req?: FastifyRequest }>(): ApolloServerPlugin<TContext> {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ document, contextValue }) => {
          if (selectsIntrospection(document) && !(await this.allows(contextValue.req))) throw introspectionRefused();
        },
        willSendResponse: async ({ response, contextValue }) => {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (!errors?.some((e) => SUGGESTION.test(e.message)) || (await this.allows(contextValue.req))) return;
          for (const error of errors) (error as { message: string }).message = this.plainMessage(error.message);
        },
      }),
    };
  }
}
