import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'GET /api/logo-url. Null means: show the bundled logo.' })
export class LogoUrl {
  @Field(() => String, { nullable: true })
  logoUrl: string | null;
}
