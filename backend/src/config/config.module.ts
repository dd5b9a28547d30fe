import { Global, Module } from '@nestjs/common';
import { parseEnv } from './app-config';
import { AppConfig } from './app-config.service';

@Global()
@Module({
  providers: [{ provide: AppConfig, useFactory: () => new AppConfig(parseEnv(process.env)) }],
  exports: [AppConfig],
})
export class ConfigModule {}
