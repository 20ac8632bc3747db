import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Role, type UserEntity } from './user.entity.js';

registerEnumType(Role, { name: 'Role', description: 'The six staff roles.' });

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
}

export function toUserModel(u: UserEntity, restricted = u.isRestricted): UserModel {
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
  };
}
