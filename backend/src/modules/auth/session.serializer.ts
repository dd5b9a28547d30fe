import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

type Done = (err: unknown, value?: unknown) => void;

/** Sessions hold only the user id; the user is reloaded each request so deactivation bites at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: UserEntity, done: Done): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: Done): void {
    this.users
      .findSignedInUser(id)
      .then((user) => done(null, user && user.isActive ? user : false))
      .catch((err) => done(err));
  }
}
