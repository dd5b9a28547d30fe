import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Role, UserEntity } from './entities/user.entity';

export interface NewUser {
  username: string;
  email?: string | null;
  passwordHash: string;
  role?: Role;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** Usernames are unique regardless of case (see the lower(username) index). */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  create(data: NewUser): Promise<UserEntity> {
    return this.users.save(this.users.create({ ...data, role: data.role ?? 'user' }));
  }

  save(user: UserEntity): Promise<UserEntity> {
    return this.users.save(user);
  }
}
