import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationEntity } from './entities/organization.entity';
import { MembershipService } from './membership.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsService } from './organizations.service';

/**
 * Organisations and who belongs to them. Billing, servers and licences build on it; the
 * dashboard module (./dashboard) sits on top of all of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrganizationEntity])],
  controllers: [OrganizationsController],
  providers: [OrganizationsService, MembershipService],
  exports: [OrganizationsService, MembershipService],
})
export class OrganizationsModule {}
