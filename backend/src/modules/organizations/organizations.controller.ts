import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { Authenticated } from '../access/access.decorators';
import { UserEntity } from '../users/entities/user.entity';
import { InviteMemberDto, MemberDto, MemberPageDto } from './dto/member.dto';
import { SlugAvailabilityDto, SlugQueryDto } from './dto/organization.dto';
import { MembershipService } from './membership.service';
import { OrganizationsService } from './organizations.service';

/** Invites and slug checks reveal whether a name exists: slow them down per client. */
const LOOKUP_LIMIT = { limit: 30, ttl: 60_000 };

@ApiTags('organizations')
@Controller('organizations')
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly membership: MembershipService,
  ) {}

  @Get('slug-availability')
  @Authenticated()
  @Throttle({ default: LOOKUP_LIMIT })
  @ApiOkResponse({ type: SlugAvailabilityDto })
  slugAvailability(@Query() query: SlugQueryDto): Promise<SlugAvailabilityDto> {
    return this.organizations.slugAvailability(query.slug);
  }

  @Get('members')
  @Authenticated()
  @ApiOkResponse({ type: MemberPageDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION' })
  async members(
    @Query() query: PaginationQueryDto,
    @CurrentUser() user: UserEntity,
  ): Promise<MemberPageDto> {
    const { organization } = await this.membership.require(user);
    return this.membership.members(organization.id, query);
  }

  @Post('members')
  @Authenticated()
  @Throttle({ default: LOOKUP_LIMIT })
  @ApiCreatedResponse({ type: MemberDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND or NO_ORGANIZATION' })
  @ApiConflictResponse({ description: 'ALREADY_IN_ORGANIZATION' })
  @ApiTooManyRequestsResponse({ description: 'Too many invitations' })
  async invite(@Body() dto: InviteMemberDto, @CurrentUser() user: UserEntity): Promise<MemberDto> {
    const { organization } = await this.membership.requireOwner(user);
    return this.membership.invite(organization.id, dto.username);
  }

  @Delete('members/:userId')
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  @ApiNotFoundResponse({ description: 'MEMBER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'OWNER_CANNOT_LEAVE' })
  async remove(
    @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string,
    @CurrentUser() user: UserEntity,
  ): Promise<SuccessResponseDto> {
    const { organization } = await this.membership.requireOwner(user);
    await this.membership.remove(organization.id, userId);
    return { success: true, message: 'Member removed' };
  }

  @Post('leave')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiConflictResponse({ description: 'OWNER_CANNOT_LEAVE' })
  async leave(@CurrentUser() user: UserEntity): Promise<SuccessResponseDto> {
    await this.membership.leave(user);
    return { success: true, message: 'You left the organization' };
  }
}
