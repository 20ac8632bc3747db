import { UserEntity } from './modules/users/user.entity.js';

/** Every TypeORM entity, for tools that run without the Nest app (CLI, migration generation). */
export const ENTITIES = [UserEntity];
