import { LimitSetDto, LimitSetInputDto } from '../../common/dto/limit-set.dto';
import { AuditBy } from '../audit/audit-actor';

/**
 * The seam to the limits module (modules/limits, above this one): it stores a token's limits
 * and provides this globally; API tokens only hand them over.
 */
export abstract class ApiTokenLimits {
  abstract setForToken(
    organizationId: string | null,
    tokenId: string,
    input: LimitSetInputDto,
    by: AuditBy,
  ): Promise<LimitSetDto>;
  /** The limits of each of these tokens that has any. */
  abstract ofTokens(tokenIds: string[]): Promise<Map<string, LimitSetDto>>;
}
