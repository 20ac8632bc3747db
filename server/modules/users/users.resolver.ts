import { Resolver } from '@nestjs/graphql';

/** Filled by the users work (issue 3). */
@Resolver()
export class UsersResolver {}
