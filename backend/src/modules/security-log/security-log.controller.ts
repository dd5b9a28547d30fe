import { SessionUser } from '../users/session-user';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../users/current-user.decorator';
import { Authenticated } from '../access/access.decorators';
import { SecurityLogPageDto, SecurityLogQueryDto } from './dto/security-logs.dto';
import { SecurityLogService } from './security-log.service';

@ApiTags('profile')
@Controller('profile/security-logs')
export class SecurityLogController {
  constructor(private readonly securityLog: SecurityLogService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: SecurityLogPageDto })
  @ApiBadRequestResponse({ description: 'limit not one of 10, 25, 50 or page below 1' })
  list(
    @Query() query: SecurityLogQueryDto,
    @CurrentUser() user: SessionUser,
  ): Promise<SecurityLogPageDto> {
    return this.securityLog.listForUser(user.id, query);
  }
}
