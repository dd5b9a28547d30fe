import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Session } from '../sessions/session.decorators';
import { Public, SessionOnly } from '../access/access.decorators';
import { RequestSession } from '../sessions/request-session';
import { SessionsErrors } from '../sessions/sessions.errors';
import { CsrfService } from './csrf.service';
import { CsrfTokenDto } from './csrf-token.dto';

@ApiTags('auth')
@Controller('csrf-token')
export class CsrfController {
  constructor(private readonly csrf: CsrfService) {}

  @Get()
  @Public()
  @SessionOnly()
  @ApiOkResponse({ type: CsrfTokenDto })
  @ApiServiceUnavailableResponse({ description: 'The session store is unreachable' })
  async getToken(@Session() session: RequestSession | undefined): Promise<CsrfTokenDto> {
    // The session layer opens a session for this route on every request (session-routes.ts).
    if (!session) throw SessionsErrors.storeUnavailable();
    return { token: await this.csrf.issue(session) };
  }
}
