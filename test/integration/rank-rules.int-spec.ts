import { randomUUID } from 'node:crypto';
import { getRepositoryToken } from '@nestjs/typeorm';
import type TestAgent from 'supertest/lib/agent.js';
import type { Repository } from 'typeorm';
import { hashPassword } from '../../server/common/auth/password.js';
import { Role } from '../../server/common/auth/role.js';
import { InvitationEntity, InvitationMailState } from '../../server/modules/invitations/invitation.entity.js';
import { UserEntity } from '../../server/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';

/**
 * The rank rule of README ("Rank rules"), for every action on someone else's account or invitation, every pair
 * of roles (actor × target) and both doors. The expected matrix is written out here by hand, not computed with
 * the server's function, so a change to the rule has to change this table too.
 */
const { SUPER_ADMIN, ADMIN, SUPERVISOR, OFFICER, DISPATCH, READONLY } = Role;
const ROLES = [SUPER_ADMIN, ADMIN, SUPERVISOR, OFFICER, DISPATCH, READONLY];

/** On whom each role may act: strictly below; SUPER_ADMIN on everyone. */
const BELOW: Record<Role, Role[]> = {
  SUPER_ADMIN: ROLES,
  ADMIN: [SUPERVISOR, OFFICER, DISPATCH, READONLY],
  SUPERVISOR: [OFFICER, DISPATCH, READONLY],
  OFFICER: [DISPATCH, READONLY],
  DISPATCH: [READONLY],
  READONLY: [],
};

/** Who may call each action at all (the policy rows). */
const INVITERS = [SUPER_ADMIN, ADMIN, SUPERVISOR, OFFICER];
const INVITATION_MANAGERS = [SUPER_ADMIN, ADMIN, SUPERVISOR];
const USER_MANAGERS = [SUPER_ADMIN, ADMIN];

type Door = 'rest' | 'graphql';
interface Call {
  rest: [method: 'post' | 'patch' | 'delete', path: string, body?: object];
  gql: [query: string, variables: Record<string, unknown>];
}
interface Action {
  callers: Role[];
  /** Makes a fresh target of the role and returns the call that acts on it. */
  target: 'user' | 'invitation' | 'grant';
  call(id: string, role: Role): Call;
}

let seq = 0;
const email = () => `rank-${++seq}-${randomUUID().slice(0, 8)}@example.org`;
const future = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString();

const ACTIONS: Record<string, Action> = {
  invite: {
    callers: INVITERS,
    target: 'grant',
    call: (_, role) => {
      const input = { email: email(), firstName: 'R', lastName: 'Ank', role };
      return {
        rest: ['post', '/api/invitations', input],
        gql: ['mutation($i: CreateInvitationInput!) { createInvitation(input: $i) { id } }', { i: input }],
      };
    },
  },
  extend: {
    callers: INVITATION_MANAGERS,
    target: 'invitation',
    call: (id) => ({
      rest: ['patch', `/api/invitations/${id}`, { expiresAt: future() }],
      gql: ['mutation($id: ID!, $at: DateTime!) { extendInvitation(id: $id, expiresAt: $at) { id } }', { id, at: future() }],
    }),
  },
  cancel: {
    callers: INVITATION_MANAGERS,
    target: 'invitation',
    call: (id) => ({ rest: ['delete', `/api/invitations/${id}`], gql: ['mutation($id: ID!) { cancelInvitation(id: $id) { success } }', { id }] }),
  },
  resend: {
    callers: INVITATION_MANAGERS,
    target: 'invitation',
    call: (id) => ({ rest: ['post', `/api/invitations/${id}/resend`], gql: ['mutation($id: ID!) { resendInvitation(id: $id) { id } }', { id }] }),
  },
  'grant a role (to a READONLY user)': {
    callers: USER_MANAGERS,
    target: 'grant',
    call: (id, role) => ({
      rest: ['patch', `/api/users/${id}/role`, { role }],
      gql: ['mutation($id: ID!, $r: Role!) { updateUserRole(userId: $id, role: $r) { id } }', { id, r: role }],
    }),
  },
  'change the role of (to READONLY)': {
    callers: USER_MANAGERS,
    target: 'user',
    call: (id) => ({
      rest: ['patch', `/api/users/${id}/role`, { role: READONLY }],
      gql: ['mutation($id: ID!) { updateUserRole(userId: $id, role: READONLY) { id } }', { id }],
    }),
  },
  'set the test flag of': {
    callers: USER_MANAGERS,
    target: 'user',
    call: (id) => ({
      rest: ['patch', `/api/users/${id}/test-flag`, { isTestUser: true }],
      gql: ['mutation($id: ID!) { setTestUserFlag(userId: $id, isTestUser: true) { id } }', { id }],
    }),
  },
  disable: {
    callers: USER_MANAGERS,
    target: 'user',
    call: (id) => ({ rest: ['post', `/api/users/${id}/disable`], gql: ['mutation($id: ID!) { disableUser(userId: $id) { id } }', { id }] }),
  },
  enable: {
    callers: USER_MANAGERS,
    target: 'user',
    call: (id) => ({ rest: ['post', `/api/users/${id}/enable`], gql: ['mutation($id: ID!) { enableUser(userId: $id) { id } }', { id }] }),
  },
  'reset the TOTP of': {
    callers: USER_MANAGERS,
    target: 'user',
    call: (id) => ({ rest: ['post', `/api/users/${id}/totp/reset`], gql: ['mutation($id: ID!) { resetUserTotp(userId: $id) { id } }', { id }] }),
  },
  'change the email of': {
    callers: USER_MANAGERS,
    target: 'user',
    call: (id) => {
      const to = email();
      return {
        rest: ['patch', `/api/users/${id}/email`, { email: to }],
        gql: ['mutation($id: ID!, $e: String!) { changeUserEmail(userId: $id, input: { email: $e }) { id } }', { id, e: to }],
      };
    },
  },
};

describe('the rank rule, every pair of roles, every action, both doors', () => {
  let t: TestApp;
  let users: Repository<UserEntity>;
  let invitations: Repository<InvitationEntity>;
  let passwordHash: string;
  const actors: Partial<Record<Role, TestAgent>> = {};

  beforeAll(async () => {
    t = await startTestApp();
    users = t.app.get(getRepositoryToken(UserEntity));
    invitations = t.app.get(getRepositoryToken(InvitationEntity));
    passwordHash = await hashPassword('Target!pass9');
    for (const role of ROLES) actors[role] = (await signedIn(t, role)).agent;
  }, 120_000);
  afterAll(() => t.close());

  /** A fresh target straight in the database (no scrypt per row): a user of the role, or an invitation to it. */
  async function target(kind: Action['target'], role: Role, disabled: boolean): Promise<string> {
    if (kind === 'invitation') {
      const row = await invitations.save(
        invitations.create({
          email: email(),
          firstName: 'R',
          lastName: 'Ank',
          role,
          tokenHash: randomUUID(),
          linkVersion: 1,
          expiresAt: new Date(Date.now() + 24 * 3600_000),
          acceptedAt: null,
          mailState: InvitationMailState.SENT,
        }),
      );
      return row.id;
    }
    const user = await users.save(
      users.create({ email: email(), passwordHash, role: kind === 'grant' ? READONLY : role, totpEnabled: true, disabledAt: disabled ? new Date() : null }),
    );
    return user.id;
  }

  async function allowed(actor: Role, door: Door, call: Call): Promise<boolean> {
    const a = actors[actor]!;
    if (door === 'rest') {
      const [method, path, body] = call.rest;
      const res = await a[method](path).send(body ?? {});
      if (res.status < 300) return true;
      if (res.status !== 403) throw new Error(`${actor} ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return false;
    }
    const res = await a.post('/graphql').send({ query: call.gql[0], variables: call.gql[1] });
    const error = res.body.errors?.[0];
    if (!error) return true;
    if (error.extensions?.code !== 'FORBIDDEN') throw new Error(`${actor} ${call.gql[0]}: ${JSON.stringify(error)}`);
    return false;
  }

  for (const [name, action] of Object.entries(ACTIONS)) {
    for (const door of ['rest', 'graphql'] as Door[]) {
      it(`${name}, over ${door}`, async () => {
        const expected: string[] = [];
        const actual: string[] = [];
        for (const actor of ROLES) {
          for (const role of ROLES) {
            const ok = action.callers.includes(actor) && BELOW[actor].includes(role);
            expected.push(`${actor} → ${role}: ${ok ? 'allowed' : 'refused'}`);
            const id = await target(action.target, role, name === 'enable');
            const got = await allowed(actor, door, action.call(id, role));
            actual.push(`${actor} → ${role}: ${got ? 'allowed' : 'refused'}`);
          }
        }
        expect(actual).toEqual(expected);
      });
    }
  }

  it('an allowed action changed the target, a refused one did not (spot checks)', async () => {
    const id = await target('user', OFFICER, false);
    await actors[SUPERVISOR]!.post(`/api/users/${id}/disable`).expect(403);
    expect((await users.findOneByOrFail({ id })).disabledAt).toBeNull();
    await actors[ADMIN]!.post(`/api/users/${id}/disable`).expect(200);
    expect((await users.findOneByOrFail({ id })).disabledAt).toBeInstanceOf(Date);
    const admin = await target('user', ADMIN, false);
    await actors[ADMIN]!.patch(`/api/users/${admin}/role`).send({ role: READONLY }).expect(403);
    expect((await users.findOneByOrFail({ id: admin })).role).toBe(ADMIN);
  });
});
