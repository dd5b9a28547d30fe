import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityLogEntity } from './entities/security-log.entity';
import { SecurityLogController } from './security-log.controller';
import { SecurityLogService } from './security-log.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SecurityLogEntity])],
  controllers: [SecurityLogController],
  providers: [SecurityLogService],
  exports: [SecurityLogService],
})
export class SecurityLogModule {}
