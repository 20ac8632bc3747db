import { Field, ObjectType } from '@nestjs/graphql';

/** A mutation's plain confirmation (sign-out, password reset, password change, …), shared by the auth and users modules. */
@ObjectType()
export class MessageResult {
  @Field()
  message: string;
}
