import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentUser } from '../users/current-user.decorator';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';
import { SessionUser } from '../users/session-user';
import { CreateServerDto, ServerDto, ServerPageDto, SetServerApiKeyDto } from './dto/server.dto';
import { ServerHealthChecker } from './health/server-health-checker';
import { ServersService } from './servers.service';
import { AuditBy, AuditedBy } from '../audit/audit-actor';

/** A 404 for a malformed id too: ids are never confirmed or denied by their shape. */
const ServerId = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('servers')
@Controller('servers')
export class ServersController {
  constructor(
    private readonly servers: ServersService,
    private readonly checker: ServerHealthChecker,
  ) {}

  @Get()
  @RequireOrgRole('member')
  @ApiOkResponse({ type: ServerPageDto })
  async list(@Query() query: PaginationQueryDto, @OrgMembership() { organization }: Membership) {
    return this.servers.page(organization.id, query);
  }

  @Post()
  @RequireOrgRole('admin')
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiCreatedResponse({ type: ServerDto })
  @ApiBadRequestResponse({ description: 'Validation failed or INVALID_SERVER_URL' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiConflictResponse({ description: 'SERVER_LIMIT_REACHED' })
  @ApiPaymentRequiredResponse({ description: 'SUBSCRIPTION_INACTIVE' })
  async create(
    @Body() dto: CreateServerDto,
    @CurrentUser() user: SessionUser,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<ServerDto> {
    return this.servers.view(await this.servers.create(organization.id, user.id, dto, by));
  }

  @Get(':id')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: ServerDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async get(@Param('id', ServerId()) id: string, @OrgMembership() { organization }: Membership) {
    return this.servers.view(await this.servers.get(organization.id, id));
  }

  @Post(':id/stop')
  @HttpCode(200)
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: ServerDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async stop(
    @Param('id', ServerId()) id: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ) {
    return this.servers.view(await this.servers.stop(organization.id, id, by));
  }

  @Post(':id/start')
  @HttpCode(200)
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: ServerDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async start(
    @Param('id', ServerId()) id: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ) {
    return this.servers.view(await this.servers.start(organization.id, id, by));
  }

  @Put(':id/api-key')
  @RequireOrgRole('admin')
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOkResponse({ type: ServerDto, description: 'The server, with apiKeySet; never the key' })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async setApiKey(
    @Param('id', ServerId()) id: string,
    @Body() dto: SetServerApiKeyDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<ServerDto> {
    return this.servers.view(await this.servers.setApiKey(organization.id, id, dto.apiKey, by));
  }

  @Post(':id/check')
  @HttpCode(200)
  @RequireOrgRole('admin')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOkResponse({
    type: ServerDto,
    description: 'Checks the server now (a stopped one is left as is)',
  })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async check(@Param('id', ServerId()) id: string, @OrgMembership() { organization }: Membership) {
    const server = await this.servers.get(organization.id, id);
    return this.servers.view(
      server.status === 'stopped' ? server : await this.checker.check(server),
    );
  }

  @Delete(':id')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async remove(
    @Param('id', ServerId()) id: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<SuccessResponseDto> {
    await this.servers.remove(organization.id, id, by);
    return { success: true, message: 'Server removed' };
  }
}
