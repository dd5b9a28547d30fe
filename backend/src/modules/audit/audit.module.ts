import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditExporter } from './audit-export.service';
import { AuditPurgeJob } from './audit-purge.job';
import { AuditReader } from './audit-reader.service';
import { AuditRetention } from './audit-retention.service';
import { AuditTrail } from './audit-trail.service';
import { AuditVerifier } from './audit-verifier.service';
import { SyslogForwarder } from './syslog/syslog-forwarder.service';
import { AuditCursorEntity } from './entities/audit-cursor.entity';
import { AuditEntryEntity } from './entities/audit-entry.entity';

/** The audit trail: one writer (AuditTrail), its readers, and the admin routes (docs/audit.md). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity, AuditCursorEntity])],
  controllers: [AuditController],
  providers: [
    AuditTrail,
    AuditReader,
    AuditVerifier,
    AuditExporter,
    AuditRetention,
    AuditPurgeJob,
    SyslogForwarder,
  ],
  exports: [AuditTrail, AuditReader],
})
export class AuditModule {}
