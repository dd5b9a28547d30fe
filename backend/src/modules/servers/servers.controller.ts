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
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { Authenticated } from '../access/access.decorators';
import { MembershipService } from '../organizations/membership.service';
import { UserEntity } from '../users/entities/user.entity';
import { CreateServerDto, ServerDto, ServerPageDto, toServerDto } from './dto/server.dto';
import { ServerHealthChecker } from './health/server-health-checker';
import { ServersService } from './servers.service';

/** A 404 for a malformed id too: ids are never confirmed or denied by their shape. */
const ServerId = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('servers')
@Controller('servers')
export class ServersController {
  constructor(
    private readonly servers: ServersService,
    private readonly checker: ServerHealthChecker,
    private readonly membership: MembershipService,
  ) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: ServerPageDto })
  async list(@Query() query: PaginationQueryDto, @CurrentUser() user: UserEntity) {
    const { organization } = await this.membership.require(user);
    return this.servers.page(organization.id, query);
  }

  @Post()
  @Authenticated()
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiCreatedResponse({ type: ServerDto })
  @ApiBadRequestResponse({ description: 'Validation failed or INVALID_SERVER_URL' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  @ApiConflictResponse({ description: 'SERVER_LIMIT_REACHED' })
  @ApiPaymentRequiredResponse({ description: 'SUBSCRIPTION_INACTIVE' })
  async create(@Body() dto: CreateServerDto, @CurrentUser() user: UserEntity): Promise<ServerDto> {
    const { organization } = await this.membership.requireOwner(user);
    return toServerDto(await this.servers.create(organization.id, user.id, dto));
  }

  @Get(':id')
  @Authenticated()
  @ApiOkResponse({ type: ServerDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async get(@Param('id', ServerId()) id: string, @CurrentUser() user: UserEntity) {
    const { organization } = await this.membership.require(user);
    return toServerDto(await this.servers.get(organization.id, id));
  }

  @Post(':id/stop')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: ServerDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async stop(@Param('id', ServerId()) id: string, @CurrentUser() user: UserEntity) {
    const { organization } = await this.membership.requireOwner(user);
    return toServerDto(await this.servers.stop(organization.id, id));
  }

  @Post(':id/start')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: ServerDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async start(@Param('id', ServerId()) id: string, @CurrentUser() user: UserEntity) {
    const { organization } = await this.membership.requireOwner(user);
    return toServerDto(await this.servers.start(organization.id, id));
  }

  @Post(':id/check')
  @HttpCode(200)
  @Authenticated()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOkResponse({
    type: ServerDto,
    description: 'Checks the server now (a stopped one is left as is)',
  })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async check(@Param('id', ServerId()) id: string, @CurrentUser() user: UserEntity) {
    const { organization } = await this.membership.requireOwner(user);
    const server = await this.servers.get(organization.id, id);
    return toServerDto(server.status === 'stopped' ? server : await this.checker.check(server));
  }

  @Delete(':id')
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'SERVER_NOT_FOUND' })
  async remove(
    @Param('id', ServerId()) id: string,
    @CurrentUser() user: UserEntity,
  ): Promise<SuccessResponseDto> {
    const { organization } = await this.membership.requireOwner(user);
    await this.servers.remove(organization.id, id);
    return { success: true, message: 'Server removed' };
  }
}
