import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Membership } from '../../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../../organizations/org-role/require-org-role.decorator';
import { CurrentUser } from '../../users/current-user.decorator';
import { SessionUser } from '../../users/session-user';
import { MyAccessDto } from './my-access.dto';
import { MyAccessService } from './my-access.service';

/** A member's own view of model access and limits (the Assistants page, Settings → API tokens). */
@ApiTags('organizations')
@Controller('organizations/my-access')
export class MyAccessController {
  constructor(private readonly access: MyAccessService) {}

  @Get()
  @RequireOrgRole('member')
  @ApiOperation({ summary: 'The models the caller may use, their limits and what is left' })
  @ApiOkResponse({ type: MyAccessDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION' })
  get(
    @CurrentUser() user: SessionUser,
    @OrgMembership() { organization }: Membership,
  ): Promise<MyAccessDto> {
    return this.access.of(organization.id, user.id);
  }
}
