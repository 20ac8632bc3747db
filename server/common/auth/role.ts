/** The six staff roles, most powerful first (access-and-identity §6). Stored as text in `users.role`. */
export enum Role {
  SUPER_ADMIN = 'SUPER_ADMIN',
  ADMIN = 'ADMIN',
  SUPERVISOR = 'SUPERVISOR',
  OFFICER = 'OFFICER',
  DISPATCH = 'DISPATCH',
  READONLY = 'READONLY',
}
