import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { isHttpsRequest } from '../../../common/http/request-protocol';
import { AppConfig } from '../../../config/app-config.service';
import { Public, SessionOnly } from '../../access/access.decorators';
import { ClientContext, RequestContext } from '../../audit/request-context';
import { Session } from '../../sessions/session.decorators';
import { RequestSession } from '../../sessions/request-session';
import { OidcSignInService } from './oidc-sign-in.service';

/** Browser routes of single sign-on: both answer 302, success or not. */
@ApiTags('auth')
@Controller('auth/oidc')
export class OidcController {
  constructor(
    private readonly sso: OidcSignInService,
    private readonly config: AppConfig,
  ) {}

  @Get('login')
  @Public()
  @SessionOnly()
  @ApiQuery({
    name: 'returnTo',
    required: false,
    description: 'A same-origin path, e.g. /settings',
  })
  @ApiFoundResponse({
    description: 'To the identity provider, or to /auth?error=… if SSO is off or down',
  })
  async login(
    @Query('returnTo') returnTo: unknown,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const secure = isHttpsRequest(req.raw, this.config.http.trustProxy);
    reply.redirect(await this.sso.begin(returnTo, reply.raw, secure), 302);
  }

  @Get('callback')
  @Public()
  @SessionOnly()
  @ApiFoundResponse({ description: 'To returnTo (signed in), or to /auth?error=<code>' })
  async callback(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Session() session: RequestSession | undefined,
    @ClientContext() context: RequestContext,
  ): Promise<void> {
    reply.redirect(await this.sso.complete(req.raw, reply.raw, session, context), 302);
  }
}
