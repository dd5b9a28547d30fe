import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config.service';
import { BillingModule } from '../billing/billing.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { LicenseEntity } from './entities/license.entity';
import { exportPublicKey, loadLicenseSigningKey } from './license-signing-key';
import { LicensesSubscriptionListener } from './licenses-subscription.listener';
import { LicensesController } from './licenses.controller';
import { LICENSE_SIGNING_KEY, LicensesService } from './licenses.service';

/** Signed licence keys for the local edition, issued as subscriptions start and renew. */
@Module({
  imports: [OrganizationsModule, BillingModule, TypeOrmModule.forFeature([LicenseEntity])],
  controllers: [LicensesController],
  providers: [
    LicensesService,
    LicensesSubscriptionListener,
    {
      provide: LICENSE_SIGNING_KEY,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const configured = config.env.LICENSE_SIGNING_KEY;
        if (!configured && config.isProduction) {
          new Logger('Licenses').warn(
            'LICENSE_SIGNING_KEY is not set: license keys are signed with a key generated into DATA_DIR. ' +
              'Set it when several replicas run, or each signs with its own key.',
          );
        }
        const key = loadLicenseSigningKey(configured, config.dataDir);
        const exportFile = config.env.LICENSE_PUBLIC_KEY_EXPORT_FILE;
        if (exportFile) {
          try {
            exportPublicKey(key, exportFile);
          } catch (err) {
            // Licences are still issued; only a local service reading that file cannot check them.
            new Logger('Licenses').error(
              `LICENSE_PUBLIC_KEY_EXPORT_FILE: cannot write ${exportFile} (${(err as Error).message}); ` +
                'a local service reading it will answer LICENSE_NO_PUBLIC_KEY.',
            );
          }
        }
        return key;
      },
    },
  ],
  exports: [LicensesService],
})
export class LicensesModule {}
