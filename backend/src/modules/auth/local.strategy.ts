import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { ClientRequestLike, RequestContext, requestContext } from '../audit/request-context';
import { UserEntity } from '../users/entities/user.entity';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';

/** passport-local sign-in; the body was already validated against LoginDto by LocalAuthGuard. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ passReqToCallback: true });
  }

  validate(
    req: ClientRequestLike & { body: unknown },
    username: string,
    password: string,
  ): Promise<UserEntity> {
    const { token } = req.body as LoginDto;
    // The attempt authenticates with a password (the session comes after).
    const context: RequestContext = { ...requestContext(req), authMethod: 'password' };
    return this.auth.validateLogin({ username, password, token, context });
  }
}
