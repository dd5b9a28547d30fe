import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageDto } from '../../../common/pagination/page.dto';
import { LEAD_STATUSES, LeadStatus } from '../lead-status';
import { BUDGETS, DEPLOYMENT_TYPES, EMPLOYEE_COUNTS, TIMELINES, USE_CASES } from './lead-enums';

export class ContactMessageDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) company: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ enum: LEAD_STATUSES }) status: LeadStatus;
  @ApiProperty() createdAt: string;
}

export class SubscriberDto {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty() createdAt: string;
}

export class EnterpriseLeadRecordDto {
  @ApiProperty() id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() company: string;
  @ApiProperty() jobTitle: string;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: EMPLOYEE_COUNTS }) employeeCount: string;
  @ApiProperty({ enum: USE_CASES }) useCase: string;
  @ApiProperty({ enum: DEPLOYMENT_TYPES }) deploymentType: string;
  @ApiProperty({ type: [String] }) complianceRequirements: string[];
  @ApiProperty({ enum: TIMELINES }) timeline: string;
  @ApiProperty({ enum: BUDGETS }) budget: string;
  @ApiPropertyOptional({ type: String, nullable: true }) currentSolution: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) specificRequirements: string | null;
  @ApiProperty() rfpProcess: boolean;
  @ApiProperty({ enum: LEAD_STATUSES }) status: LeadStatus;
  @ApiProperty() createdAt: string;
}

export class ContactMessagePageDto extends PageDto(ContactMessageDto, 'ContactMessagePageDto') {}

export class SubscriberPageDto extends PageDto(SubscriberDto, 'SubscriberPageDto') {}

export class EnterpriseLeadPageDto extends PageDto(
  EnterpriseLeadRecordDto,
  'EnterpriseLeadPageDto',
) {}
