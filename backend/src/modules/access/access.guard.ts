import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Request } from 'express';
import { UserEntity } from '../users/entities/user.entity';
import { ACCESS_KEY, AccessRule } from './access.decorators';
import { PermissionsService } from './permissions.service';
import { AccessErrors } from './access.errors';

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly permissions: PermissionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) {
      this.logger.error(
        `Route ${context.getClass().name}.${context.getHandler().name} declares no access rule`,
      );
      throw AccessErrors.undeclared();
    }
    if (rule.kind === 'public') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user as UserEntity | undefined;
    if (!user) throw AccessErrors.authenticationRequired();
    if (rule.kind === 'authenticated') return true;
    if (await this.permissions.roleHas(user.role, rule.resource, rule.action)) return true;
    throw AccessErrors.permissionDenied();
  }
}
