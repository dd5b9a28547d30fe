import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationEntity } from './entities/organization.entity';
import { MembershipService } from './membership.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsService } from './organizations.service';
import { TeamEntity, TeamMemberEntity } from './teams/team.entity';
import { TeamsController } from './teams/teams.controller';
import { TeamsService } from './teams/teams.service';
import { DirectoryTeams } from './teams/directory-teams';

/**
 * Organisations, who belongs to them, and `@RequireOrgRole()` for the routes of the features that
 * build on it (billing, servers, licences). It imports none of them; the customer dashboard
 * module (modules/customer-dashboard) composes them all.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrganizationEntity, TeamEntity, TeamMemberEntity])],
  controllers: [OrganizationsController, TeamsController],
  providers: [OrganizationsService, MembershipService, TeamsService, DirectoryTeams],
  exports: [OrganizationsService, MembershipService, TeamsService],
})
export class OrganizationsModule {}
