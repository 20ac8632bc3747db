import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { hashPassword } from '../auth/password.js';
import { Role, UserEntity } from './user.entity.js';

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async create(input: NewUser): Promise<UserEntity> {
    return createUser(this.users, input);
  }
}

/** Shared by the service and the `user:create` command, which runs without the Nest app. */
export async function createUser(users: Repository<UserEntity>, input: NewUser): Promise<UserEntity> {
  const email = input.email.trim().toLowerCase();
  if (await users.existsBy({ email })) throw new AppError(ErrorCode.CONFLICT, `A user with email ${email} already exists`);
  return users.save(
    users.create({
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
    }),
  );
}
