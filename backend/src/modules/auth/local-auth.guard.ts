import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationFailed } from '../../common/errors/app-error';
import { LoginDto } from './dto/login.dto';

/**
 * Validates the body (guards run before pipes, and passport-local would otherwise answer a
 * missing field with a bare 401), then runs passport-local, stateless: it only checks the
 * password (and 2FA) and puts the user on the request. The session is started by the login
 * route (AuthSessionService.startSession), not by passport.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ body?: unknown }>();
    const dto = plainToInstance(LoginDto, req.body ?? {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) {
      throw validationFailed(errors.flatMap((e) => Object.values(e.constraints ?? {})));
    }
    return (await super.canActivate(context)) as boolean;
  }
}
