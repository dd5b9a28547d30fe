import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches } from 'class-validator';
import { PageDto } from '../../../common/pagination/page.dto';
import { ORGANIZATION_ROLES, OrganizationRole } from '../../users/entities/user.entity';

export class MemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({ enum: ORGANIZATION_ROLES }) role: OrganizationRole;
}

export class MemberPageDto extends PageDto(MemberDto, 'MemberPageDto') {}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class InviteMemberDto {
  @ApiProperty({ example: 'grace', description: 'Username of an existing account' })
  @Transform(trim)
  @IsString({ message: 'Username is required' })
  @Matches(/^.{3,50}$/s, { message: 'Username must be between 3 and 50 characters' })
  username: string;
}

/** The roles the owner hands out; there is one owner and it does not change here. */
export const ASSIGNABLE_ROLES = ['admin', 'member'] as const;

export class ChangeMemberRoleDto {
  @ApiProperty({ enum: ASSIGNABLE_ROLES })
  @IsIn(ASSIGNABLE_ROLES, { message: 'Role must be admin or member' })
  role: (typeof ASSIGNABLE_ROLES)[number];
}
