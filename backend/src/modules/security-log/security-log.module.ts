import { Global, Module } from '@nestjs/common';
import { SecurityLogController } from './security-log.controller';
import { SecurityLogService } from './security-log.service';

/** The per-user security log: a view of the audit trail (modules/audit). */
@Global()
@Module({
  controllers: [SecurityLogController],
  providers: [SecurityLogService],
  exports: [SecurityLogService],
})
export class SecurityLogModule {}
