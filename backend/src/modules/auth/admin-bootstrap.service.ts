import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.service';
import { UsersService } from '../users/users.service';
import { PasswordService } from '../users/password.service';

/** Ensures the admin account named by ADMIN_USERNAME / ADMIN_PASSWORD exists and is an active admin. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    const existing = await this.users.findByUsername(admin.username);
    if (!existing) {
      try {
        await this.users.create({
          username: admin.username,
          passwordHash: await this.passwords.hash(admin.password),
          role: 'admin',
        });
        this.logger.log(`Created admin account "${admin.username}"`);
      } catch (err) {
        // Replicas starting together race to create it; the unique index lets one win.
        if (!(await this.users.findByUsername(admin.username))) throw err;
      }
      return;
    }
    if (existing.role !== 'admin' || !existing.isActive) {
      existing.role = 'admin';
      existing.isActive = true;
      await this.users.save(existing);
      this.logger.log(`Restored admin role for "${admin.username}"`);
    }
  }
}
