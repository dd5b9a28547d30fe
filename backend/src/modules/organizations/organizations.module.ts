import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationEntity } from './entities/organization.entity';
import { MembershipService } from './membership.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsService } from './organizations.service';

/**
 * Organisations, who belongs to them, and `@RequireOrgRole()` for the routes of the features that
 * build on it (billing, servers, licences). It imports none of them; the customer dashboard
 * module (modules/customer-dashboard) composes them all.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrganizationEntity])],
  controllers: [OrganizationsController],
  providers: [OrganizationsService, MembershipService],
  exports: [OrganizationsService, MembershipService],
})
export class OrganizationsModule {}
