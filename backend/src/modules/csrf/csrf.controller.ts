import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Request } from 'express';
import { Public } from '../access/access.decorators';
import { CsrfService } from './csrf.service';
import { CsrfTokenDto } from './csrf-token.dto';

@ApiTags('auth')
@Controller('csrf-token')
export class CsrfController {
  constructor(private readonly csrf: CsrfService) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: CsrfTokenDto })
  @ApiServiceUnavailableResponse({ description: 'The session store is unreachable' })
  async getToken(@Req() req: Request): Promise<CsrfTokenDto> {
    return { token: await this.csrf.issue(req) };
  }
}
