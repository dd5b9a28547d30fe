import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';
import { Optional } from '../../../../common/validation/optional';
import { ApiTextRule, TextRule, ValidText } from '../../../../common/validation/text-rule';

export const TEAM_NAME_RULE: TextRule = {
  minLength: 1,
  maxLength: 100,
  tooShort: 'Team name is required',
  tooLong: 'Team name must be at most 100 characters',
  checks: [],
};

/** A groups-claim value or an LDAP group DN, compared without regard to case. */
export const TEAM_IDP_GROUP_RULE: TextRule = {
  minLength: 1,
  maxLength: 500,
  tooShort: 'Identity-provider group cannot be empty (send null to remove it)',
  tooLong: 'Identity-provider group must be at most 500 characters',
  checks: [],
};

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class TeamMemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
}

export class TeamDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'With OIDC or LDAP sign-in, membership follows this group at each sign-in',
  })
  idpGroup: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [TeamMemberDto], description: 'By username' }) members: TeamMemberDto[];
}

export class CreateTeamDto {
  @ApiTextRule(TEAM_NAME_RULE, { example: 'Radiology' })
  @Transform(trim)
  @ValidText(TEAM_NAME_RULE)
  name: string;

  @ApiTextRule(TEAM_IDP_GROUP_RULE, {
    required: false,
    nullable: true,
    example: 'cn=radiology,ou=groups,dc=example,dc=org',
  })
  @Transform(trim)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @ValidText(TEAM_IDP_GROUP_RULE)
  idpGroup?: string | null;
}

/** Each field absent stays; `idpGroup: null` unlinks the team from the identity provider. */
export class UpdateTeamDto {
  @ApiTextRule(TEAM_NAME_RULE, { required: false })
  @Transform(trim)
  @Optional()
  @ValidText(TEAM_NAME_RULE)
  name?: string;

  @ApiTextRule(TEAM_IDP_GROUP_RULE, { required: false, nullable: true })
  @Transform(trim)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @ValidText(TEAM_IDP_GROUP_RULE)
  idpGroup?: string | null;
}
