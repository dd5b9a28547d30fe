import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config.service';
import { Public } from '../access/access.decorators';

export class LocalEditionSettingsDto {
  @ApiProperty({
    example: 'http://localhost:8080',
    description:
      'LOCAL_SERVICE_URL: where /local-chat calls the local service, the origin the Content-Security-Policy connect-src allows',
  })
  localServiceUrl: string;
}

/**
 * What the local-edition pages need from this server at run time, so one setting
 * (LOCAL_SERVICE_URL) decides both the page's API base and the CSP that lets it connect.
 */
@ApiTags('local-edition')
@Controller('local-edition')
export class LocalEditionController {
  constructor(private readonly config: AppConfig) {}

  @Get('settings')
  @Public()
  @ApiOkResponse({ type: LocalEditionSettingsDto })
  settings(): LocalEditionSettingsDto {
    return { localServiceUrl: this.config.http.localServiceUrl };
  }
}
