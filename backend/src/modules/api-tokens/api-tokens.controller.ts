import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { Authenticated, SessionOnly } from '../access/access.decorators';
import { AuditBy, AuditedBy } from '../audit/audit-actor';
import { ClientContext, RequestContext } from '../audit/request-context';
import { CurrentUser } from '../users/current-user.decorator';
import { SessionUser } from '../users/session-user';
import { ApiTokensErrors } from './api-tokens.errors';
import { ApiTokensService } from './api-tokens.service';
import { ApiTokenDto, ApiTokenListDto, CreatedApiTokenDto } from './dto/api-token.dto';
import { CreateApiTokenDto, UpdateApiTokenDto } from './dto/create-api-token.dto';

@ApiTags('api-tokens')
@Controller('tokens')
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Post()
  @Authenticated()
  @SessionOnly()
  @ApiCreatedResponse({ type: CreatedApiTokenDto, description: 'The token is shown only here' })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiForbiddenResponse({ description: 'SESSION_REQUIRED: a token cannot create tokens' })
  @ApiConflictResponse({ description: 'API_TOKEN_LIMIT_REACHED' })
  create(
    @CurrentUser() user: SessionUser,
    @Body() dto: CreateApiTokenDto,
    @ClientContext() context: RequestContext,
    @AuditedBy() by: AuditBy,
  ): Promise<CreatedApiTokenDto> {
    return this.tokens.create(user, dto, context, by);
  }

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: ApiTokenListDto })
  async list(@CurrentUser() user: SessionUser): Promise<ApiTokenListDto> {
    return { tokens: await this.tokens.list(user.id) };
  }

  @Patch(':id')
  @Authenticated()
  @SessionOnly()
  @ApiOkResponse({ type: ApiTokenDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiForbiddenResponse({ description: 'SESSION_REQUIRED: a token cannot change tokens' })
  @ApiNotFoundResponse({ description: 'API_TOKEN_NOT_FOUND' })
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => notFound() })) id: string,
    @Body() dto: UpdateApiTokenDto,
    @ClientContext() context: RequestContext,
    @AuditedBy() by: AuditBy,
  ): Promise<ApiTokenDto> {
    return this.tokens.update(user, id, dto, context, by);
  }

  @Delete(':id')
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'API_TOKEN_NOT_FOUND' })
  async revoke(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => notFound() })) id: string,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.tokens.revoke(user, id, context);
    return { success: true };
  }
}

function notFound() {
  return ApiTokensErrors.notFound();
}
