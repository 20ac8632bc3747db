import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Role } from '../../common/auth/role.js';
import { ApiKeyScope } from '../../common/auth/scope.js';
import type { ApiKeyEntity } from './api-key.entity.js';

export enum ApiKeyState {
  active = 'active',
  expired = 'expired',
  revoked = 'revoked',
}
registerEnumType(ApiKeyState, { name: 'ApiKeyState' });
registerEnumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description: 'What an API key may be used for, beside its role ceiling (REST spells them read, reports:write, alerts:write, users:admin).',
});

/** The list flags a live key that stops working within this many days. */
export const EXPIRES_SOON_DAYS = 14;

@ObjectType('ApiKeyOwner')
export class ApiKeyOwnerModel {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  name: string;

  @Field(() => Role)
  role: Role;
}

/** An API key as screens see it: never its secret. */
@ObjectType('ApiKey')
export class ApiKeyModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'The first characters of the secret (beti_…), to recognise the key.' })
  prefix: string;

  @Field(() => Role, { description: 'The most the key may do.' })
  role: Role;

  @Field(() => Role, { description: "What the key may do now: its role, or its owner's if that is lower." })
  effectiveRole: Role;

  @Field(() => [ApiKeyScope], { description: 'What the key may be used for.' })
  scopes: ApiKeyScope[];

  @Field(() => ApiKeyState)
  state: ApiKeyState;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  expiresAt: Date;

  @Field({ description: `Active and stops working within ${EXPIRES_SOON_DAYS} days: the list flags it.` })
  expiresSoon: boolean;

  @Field(() => Date, { nullable: true })
  lastUsedAt: Date | null;

  @Field(() => String, { nullable: true })
  lastUsedIp: string | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  @Field(() => ApiKeyOwnerModel)
  owner: ApiKeyOwnerModel;

  @Field({ description: 'Whether the caller may revoke this key (the server decides; the screen offers only this).' })
  canRevoke: boolean;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyModel {
  @Field(() => ApiKeyModel)
  key: ApiKeyModel;

  @Field({ description: 'The whole key: shown this once, stored only as a hash. Send it as `Authorization: Bearer <secret>`.' })
  secret: string;
}

export function keyState(k: Pick<ApiKeyEntity, 'revokedAt' | 'expiresAt'>, now = Date.now()): ApiKeyState {
  if (k.revokedAt) return ApiKeyState.revoked;
  if (k.expiresAt.getTime() <= now) return ApiKeyState.expired;
  return ApiKeyState.active;
}
