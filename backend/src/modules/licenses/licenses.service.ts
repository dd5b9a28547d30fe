import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { Page } from '../../common/pagination/page.dto';
import { pageWindow, PageRequest, toPage } from '../../common/pagination/paginate';
import { PlanEntity } from '../billing/entities/plan.entity';
import { SubscriptionEntity } from '../billing/entities/subscription.entity';
import { PlansService } from '../billing/plans.service';
import { expiryAfterPeriod } from './license-grace';
import { SubscriptionsService } from '../billing/subscriptions/subscriptions.service';
import { OrganizationEntity } from '../organizations/entities/organization.entity';
import { LicenseDto, LicensePublicKeyDto, toLicenseDto } from './dto/license.dto';
import { LicenseEntity, RevokeReason } from './entities/license.entity';
import { encodeLicense, TIER_GRANTS } from './license-format';
import { LicenseSigningKey } from './license-signing-key';
import { LicensesErrors } from './licenses.errors';

/** A key stays valid this long after its period ends, time enough to paste the renewed one. */
export { LICENSE_GRACE_DAYS } from './license-grace';

/** The users a plan's keys allow: its own number when it has one, else its tier's. */
export function licenseUsersFor(plan: Pick<PlanEntity, 'licenseTier' | 'licenseMaxUsers'>): number {
  return plan.licenseMaxUsers ?? TIER_GRANTS[plan.licenseTier].maxUsers;
}
export const LICENSE_SIGNING_KEY = Symbol('LICENSE_SIGNING_KEY');

/**
 * Signed licence keys for the local edition (docs/licensing.md). One key is active per
 * organisation; each new one supersedes (renewal, plan change) or revokes (rotation) the last.
 */
@Injectable()
export class LicensesService {
  constructor(
    @InjectRepository(LicenseEntity) private readonly licenses: Repository<LicenseEntity>,
    @Inject(LICENSE_SIGNING_KEY) private readonly signingKey: LicenseSigningKey,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  publicKey(): LicensePublicKeyDto {
    const { keyId, publicKeyPem, publicKeyRaw } = this.signingKey;
    return { algorithm: 'Ed25519', keyId, publicKeyPem, publicKey: publicKeyRaw };
  }

  findActive(organizationId: string): Promise<LicenseEntity | null> {
    return this.licenses.findOne({
      where: { organizationId, status: 'active' },
      order: { issuedAt: 'DESC' },
    });
  }

  async current(organizationId: string): Promise<LicenseDto> {
    const license = await this.findActive(organizationId);
    if (!license) throw LicensesErrors.noLicense();
    return toLicenseDto(license, this.clock.now());
  }

  /** Every key the organisation was given, newest first. */
  async list(organizationId: string, request: PageRequest): Promise<Page<LicenseDto>> {
    const now = this.clock.now();
    const [rows, total] = await this.licenses.findAndCount({
      where: { organizationId },
      order: { issuedAt: 'DESC', id: 'DESC' },
      ...pageWindow(request),
    });
    return toPage(
      rows.map((row) => toLicenseDto(row, now)),
      total,
      request,
    );
  }

  /** Expiry rule: the end of the paid (or trial) period plus LICENSE_GRACE_DAYS. */
  expiryFor(subscription: SubscriptionEntity): Date {
    return expiryAfterPeriod(subscription.currentPeriodEnd);
  }

  /** Signs a new key for the organisation; the previous active one is retired with `reason`. */
  async issue(
    organization: OrganizationEntity,
    plan: PlanEntity,
    expiresAt: Date,
    reason: RevokeReason,
  ): Promise<LicenseEntity> {
    await this.retireActive(organization.id, reason);
    const grant = TIER_GRANTS[plan.licenseTier];
    const license = this.licenses.create({
      organizationId: organization.id,
      tier: plan.licenseTier,
      maxUsers: licenseUsersFor(plan),
      features: [...grant.features],
      keyId: this.signingKey.keyId,
      issuedAt: this.clock.now(),
      expiresAt,
      status: 'active',
      revokedAt: null,
      revokeReason: null,
    });
    license.assignId();
    license.key = encodeLicense(
      {
        v: 1,
        lid: license.id,
        kid: license.keyId,
        org: organization.name,
        orgSlug: organization.slug,
        tier: license.tier,
        maxUsers: license.maxUsers,
        features: license.features,
        iat: license.issuedAt.toISOString(),
        exp: expiresAt.toISOString(),
      },
      this.signingKey.privateKey,
    );
    return this.licenses.save(license);
  }

  /**
   * Rotation (a key leaked, or a device must be cut off): the active key is revoked, listed as
   * such, and replaced by a new one with the same expiry.
   */
  async rotate(organization: OrganizationEntity, by: AuditBy): Promise<LicenseDto> {
    const subscription = await this.subscriptions.findForOrganization(organization.id);
    if (!subscription || !['trialing', 'active', 'past_due'].includes(subscription.status)) {
      throw LicensesErrors.notEntitled();
    }
    const plan = await this.plans.get(subscription.planId);
    const current = await this.findActive(organization.id);
    const expiresAt = current?.expiresAt ?? this.expiryFor(subscription);
    const issued = await this.issue(organization, plan, expiresAt, 'rotated');
    await this.audit.appendOrReport({
      ...by,
      action: 'license_rotated',
      target: { type: 'license', id: issued.id },
      organizationId: organization.id,
      details: { revokedLicenseId: current?.id ?? null },
    });
    return toLicenseDto(issued, this.clock.now());
  }

  async retireActive(organizationId: string, reason: RevokeReason): Promise<void> {
    const status = reason === 'rotated' || reason === 'canceled' ? 'revoked' : 'superseded';
    await this.licenses.update(
      { organizationId, status: 'active' },
      { status, revokedAt: this.clock.now(), revokeReason: reason },
    );
  }
}
