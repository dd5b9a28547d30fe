import { ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../../common/errors/app-error';
import { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { OrganizationEntity } from '../entities/organization.entity';
import { AuditTrail } from '../../audit/audit-trail.service';
import { MembershipService } from '../membership.service';
import { OrganizationsService } from '../organizations.service';
import { TeamsService } from '../teams/teams.service';
import { RequestWithMembership } from './org-role';
import { OrgRoleGuard } from './org-role.guard';
import { OrgMembership, RequireOrgRole } from './require-org-role.decorator';

class Routes {
  @RequireOrgRole('member') read(@OrgMembership() _m: unknown) {}
  @RequireOrgRole('owner') write() {}
}

const acme = { id: 'org-1', name: 'Acme', slug: 'acme' } as OrganizationEntity;
const user = (role: 'owner' | 'member' | null, organizationId: string | null = 'org-1') =>
  ({ id: 'u1', organizationId, organizationRole: role }) as UserEntity;

function contextFor(handler: keyof Routes, req: RequestWithMembership): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

/** The function Nest calls for `@OrgMembership()` on Routes.read. */
function orgMembershipFactory() {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Routes, 'read');
  return (Object.values(args)[0] as { factory: (d: unknown, c: ExecutionContext) => unknown })
    .factory;
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).getStatus(), code: (err as AppError).code };
}

describe('@RequireOrgRole and its guard', () => {
  const organizations = {
    findById: jest.fn(async (id: string) => (id === acme.id ? acme : null)),
  } as unknown as OrganizationsService;
  const membership = new MembershipService(
    {} as UsersService,
    organizations,
    {} as AuditTrail,
    {} as TeamsService,
  );
  const guard = new OrgRoleGuard(new Reflector(), membership);

  it('lets any member through a member route and puts the membership on the request', async () => {
    for (const role of ['member', 'owner'] as const) {
      const req: RequestWithMembership = { user: user(role) };
      const ctx = contextFor('read', req);
      await expect(guard.canActivate(ctx)).resolves.toBe(true);
      expect(orgMembershipFactory()(undefined, ctx)).toEqual({ organization: acme, role });
    }
  });

  it('refuses a member on an owner route with 403 NOT_ORGANIZATION_OWNER', async () => {
    const req: RequestWithMembership = { user: user('member') };
    expect(await refusal(guard.canActivate(contextFor('write', req)))).toEqual({
      status: 403,
      code: 'NOT_ORGANIZATION_OWNER',
    });
    await expect(guard.canActivate(contextFor('write', { user: user('owner') }))).resolves.toBe(
      true,
    );
  });

  it('answers 404 NO_ORGANIZATION without an organisation, or one that is gone', async () => {
    for (const caller of [user(null, null), user('owner', 'org-deleted')]) {
      expect(await refusal(guard.canActivate(contextFor('read', { user: caller })))).toEqual({
        status: 404,
        code: 'NO_ORGANIZATION',
      });
    }
  });

  it('refuses an anonymous request even if the global guard was bypassed', async () => {
    expect(await refusal(guard.canActivate(contextFor('read', {})))).toEqual({
      status: 401,
      code: 'AUTHENTICATION_REQUIRED',
    });
  });

  it('fails loudly when a handler reads a membership its route never required', () => {
    expect(() => orgMembershipFactory()(undefined, contextFor('read', {}))).toThrow(
      '@OrgMembership() needs @RequireOrgRole() on its route',
    );
  });
});
