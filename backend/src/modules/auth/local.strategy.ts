import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Request } from 'express';
import { Strategy } from 'passport-local';
import { requestContext } from '../security-log/request-context';
import { UserEntity } from '../users/entities/user.entity';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';

/** passport-local sign-in; the body was already validated against LoginDto by LocalAuthGuard. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<UserEntity> {
    const { token } = req.body as LoginDto;
    return this.auth.validateLogin({ username, password, token, context: requestContext(req) });
  }
}
