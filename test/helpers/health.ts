import type TestAgent from 'supertest/lib/agent.js';
import { Role } from '../../server/common/auth/role.js';
import type { TestApp } from './app.js';
import { signedIn } from './auth.js';

const supervisors = new WeakMap<TestApp, Promise<TestAgent>>();

/**
 * A signed-in SUPERVISOR of this app, made once: the messages and errors of the health checks (paths, hosts,
 * versions) are for SUPERVISOR and up; a signed-out GET /api/health/all answers statuses only.
 */
export function healthReader(t: TestApp): Promise<TestAgent> {
  let reader = supervisors.get(t);
  if (!reader) {
    reader = signedIn(t, Role.SUPERVISOR).then((s) => s.agent);
    supervisors.set(t, reader);
  }
  return reader;
}
