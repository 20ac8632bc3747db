import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Role } from '../../common/auth/role.js';
import { type UserEntity } from './user.entity.js';
import { ViewerCanModel, viewerCan } from './viewer-can.js';

registerEnumType(Role, { name: 'Role', description: 'The six staff roles.' });

/** What the caller may do to a user on the Users screen: the server's decision, so the screen offers only these. */
export enum UserAction {
  CHANGE_ROLE = 'CHANGE_ROLE',
  SET_TEST_FLAG = 'SET_TEST_FLAG',
  DISABLE = 'DISABLE',
  ENABLE = 'ENABLE',
  RESET_TOTP = 'RESET_TOTP',
  CHANGE_EMAIL = 'CHANGE_EMAIL',
  /** List and revoke the user's API keys. */
  MANAGE_API_KEYS = 'MANAGE_API_KEYS',
}
registerEnumType(UserAction, { name: 'UserAction' });

/** The user as both doors answer it (access-and-identity.md §3). */
@ObjectType('User')
export class UserModel {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => Role)
  role: Role;

  @Field(() => String, { nullable: true })
  profileImageUrl: string | null;

  @Field()
  totpEnabled: boolean;

  @Field()
  isTestUser: boolean;

  @Field({ description: 'True while TOTP setup is pending: the session may only set up TOTP and sign out.' })
  isRestricted: boolean;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastLoginAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set while an administrator has disabled the account.' })
  disabledAt: Date | null;

  @Field(() => [UserAction], { description: 'What the caller may do to this user (empty for yourself and for those not below you).' })
  actions: UserAction[];

  @Field(() => ViewerCanModel, {
    nullable: true,
    description: 'What you may do, on your own user only (me, your own row of the list, updateProfile); null on anyone else.',
  })
  can: ViewerCanModel | null;
}

export function toUserModel(u: UserEntity, restricted = u.isRestricted, actions: UserAction[] = [], can: ViewerCanModel | null = null): UserModel {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    profileImageUrl: u.profileImageUrl,
    totpEnabled: u.totpEnabled,
    isTestUser: u.isTestUser,
    isRestricted: restricted,
    createdAt: u.createdAt,
    lastLoginAt: u.lastLoginAt,
    disabledAt: u.disabledAt ?? null,
    actions,
    can,
  };
}

/** The signed-in user as `me` (and sign-in) answers it: with what they may do, by session or by API key. */
export function toViewerModel(u: UserEntity, restricted: boolean, keyScopes?: readonly string[]): UserModel {
  return toUserModel(u, restricted, [], viewerCan(u, restricted, keyScopes));
}
