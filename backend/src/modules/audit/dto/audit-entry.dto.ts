import { ApiProperty, OmitType } from '@nestjs/swagger';
import { PageDto } from '../../../common/pagination/page.dto';
import {
  AUDIT_ACTOR_TYPES,
  AUDIT_AUTH_METHODS,
  AUDIT_OUTCOMES,
  AuditActorType,
  AuditAuthMethod,
  AuditOutcome,
} from '../audit-actions';
import { StoredEntry } from '../chain/read-entries';

export class AuditActorDto {
  @ApiProperty({ enum: AUDIT_ACTOR_TYPES }) type: AuditActorType;
  @ApiProperty({ type: String, nullable: true }) id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Username at the time, or "system"' })
  username: string | null;
  @ApiProperty({ enum: AUDIT_AUTH_METHODS }) auth: AuditAuthMethod;
}

export class AuditTargetDto {
  @ApiProperty({ example: 'user' }) type: string;
  @ApiProperty({ type: String, nullable: true }) id: string | null;
}

export class AuditEntryDto {
  @ApiProperty({ description: 'Position in the hash chain' }) id: string;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ type: AuditActorDto }) actor: AuditActorDto;
  @ApiProperty({ example: 'role_changed' }) action: string;
  @ApiProperty({ enum: AUDIT_OUTCOMES }) outcome: AuditOutcome;
  @ApiProperty({ type: AuditTargetDto, nullable: true }) target: AuditTargetDto | null;
  @ApiProperty({ type: String, nullable: true }) organizationId: string | null;
  @ApiProperty({ type: String, nullable: true }) ipAddress: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true })
  details: Record<string, unknown> | null;
  @ApiProperty({ description: 'SHA-256 of the previous entry (hex)' }) prevHash: string;
  @ApiProperty({ description: 'SHA-256 of this entry (hex)' }) hash: string;
}

export class AuditPageDto extends PageDto(AuditEntryDto, 'AuditPageDto') {}

/**
 * What an organization's owner sees of an entry: not its position in the installation-wide
 * chain nor the hashes (they would tell one customer how busy the others are, and only the
 * installation's admin can verify the chain).
 */
export class OrganizationAuditEntryDto extends OmitType(AuditEntryDto, [
  'id',
  'prevHash',
  'hash',
] as const) {}

export class OrganizationAuditPageDto extends PageDto(
  OrganizationAuditEntryDto,
  'OrganizationAuditPageDto',
) {}

export function toOrganizationAuditEntryDto(entry: AuditEntryDto): OrganizationAuditEntryDto {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, prevHash, hash, ...shown } = entry;
  return shown;
}

export class AuditVerifyDto {
  @ApiProperty({ description: 'True when every entry matches its hash and its link' }) ok: boolean;
  @ApiProperty({ description: 'Entries checked before the first broken one (all when ok)' })
  checked: number;
  @ApiProperty({ type: String, nullable: true }) firstBrokenId: string | null;
  @ApiProperty({
    enum: ['content', 'link', 'missing'],
    nullable: true,
    description:
      'content: the entry was edited; link or missing: an entry before it was removed or edited',
  })
  reason: 'content' | 'link' | 'missing' | null;
}

export function toAuditEntryDto(e: StoredEntry): AuditEntryDto {
  return {
    id: String(e.id),
    occurredAt: new Date(e.occurredAt).toISOString(),
    actor: {
      type: e.actorType as AuditActorType,
      id: e.actorId,
      username: e.actorName,
      auth: e.actorAuth as AuditAuthMethod,
    },
    action: e.action,
    outcome: e.outcome as AuditOutcome,
    target: e.targetType ? { type: e.targetType, id: e.targetId } : null,
    organizationId: e.organizationId,
    ipAddress: e.ipAddress,
    userAgent: e.userAgent,
    details: parseDetails(e.details),
    prevHash: e.prevHash,
    hash: e.hash,
  };
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An entry edited by hand may hold anything; show it rather than fail the page.
    return { unreadable: text };
  }
}
