import type { AuthContext } from './auth-context.js';

/**
 * What the users module asks of the auth module when an account changes: its sessions end or are read afresh,
 * its reset links stop working, and the caller's current password is checked on its own throttle. Declared
 * here and provided by the auth module (AuthAccountSecurity), so users never imports auth: auth → users
 * (README, Architecture).
 */
export interface AccountSecurity {
  /** The user's cached sessions are read afresh on their next request (role, flags or profile changed). */
  forgetUser(userId: string): void;
  /**
   * The user's role changed: their sessions are read afresh everywhere, and their open sockets (sessions' and API
   * keys') close on every process, so that each subscription is authorized again under the new role when the
   * client reconnects.
   */
  roleChanged(userId: string): void;
  /** Ends every session of the user, and their open sockets on every process. */
  endAll(userId: string): Promise<void>;
  /** Ends every session of the user but the one it keeps. */
  endOthers(userId: string, keepSessionId: string): Promise<void>;
  /** Ends every unused password reset link of the user. */
  voidResetLinks(userId: string): Promise<void>;
  /** Step-up: refuses, on `field`, unless `password` is the caller's current one. */
  stepUp(auth: AuthContext, password: string | undefined, field: string): Promise<void>;
}

export const ACCOUNT_SECURITY = Symbol('ACCOUNT_SECURITY');
