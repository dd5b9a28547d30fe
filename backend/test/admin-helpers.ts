import { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Role, UserEntity } from '../src/modules/users/entities/user.entity';
import { ApiClient, expectStatus } from './api-client';
import { uniqueName } from './app.factory';

export interface SignedIn {
  client: ApiClient;
  id: string;
  username: string;
}

/** Registers an account, gives it `role` straight in the database, and signs it in. */
export async function signedInAs(app: INestApplication, role: Role): Promise<SignedIn> {
  const client = new ApiClient(app);
  const username = uniqueName(role);
  const res = await client.register(username).then(expectStatus(201));
  if (role !== 'user') await usersRepo(app).update({ id: res.body.user.id }, { role });
  await client.login(username).then(expectStatus(200));
  return { client, id: res.body.user.id, username };
}

export function usersRepo(app: INestApplication): Repository<UserEntity> {
  return app.get(getRepositoryToken(UserEntity));
}
