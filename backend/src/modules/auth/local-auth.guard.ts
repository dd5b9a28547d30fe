import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Request } from 'express';
import { LoginDto } from './dto/login.dto';

/**
 * Validates the body (guards run before pipes, and passport-local would otherwise answer a
 * missing field with a bare 401), runs passport-local, then req.logIn, which regenerates the
 * session id so a pre-login session id can never be fixed onto a signed-in user.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const dto = plainToInstance(LoginDto, req.body ?? {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) {
      throw new BadRequestException(errors.flatMap((e) => Object.values(e.constraints ?? {})));
    }
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(req);
    return ok;
  }
}
