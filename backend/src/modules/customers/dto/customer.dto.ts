import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PageDto } from '../../../common/pagination/page.dto';
import { PaginationQueryDto } from '../../../common/pagination/pagination-query.dto';
import { Optional } from '../../../common/validation/optional';
import {
  SUBSCRIPTION_STATUSES,
  SubscriptionStatus,
} from '../../billing/entities/subscription.entity';

export class CustomerSearchDto {
  @ApiPropertyOptional({ description: 'Matches the organization name or slug, any case' })
  @Optional()
  @IsString()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}

export class CustomerListQueryDto extends IntersectionType(PaginationQueryDto, CustomerSearchDto) {}

export class CustomerPlanDto {
  @ApiProperty({ example: 'professional' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Major units, e.g. 499' }) price: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval: 'month' | 'year';
  @ApiProperty({ description: '-1 means unlimited' }) maxServers: number;
}

export class CustomerSubscriptionDto {
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty({ format: 'date-time' }) currentPeriodEnd: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) trialEnd: string | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
}

export class CustomerFailingServerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why its last check failed' })
  reason: string | null;
}

export class CustomerServersDto {
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Active, last check passed' }) healthy: number;
  @ApiProperty({ description: 'Last check failed or reported unhealthy' }) failing: number;
  @ApiProperty({ description: 'Not checked yet (provisioning)' }) unchecked: number;
  @ApiProperty({ description: 'Paused by the owner' }) stopped: number;
  @ApiProperty({ type: [CustomerFailingServerDto] }) failingServers: CustomerFailingServerDto[];
}

export class CustomerMembersDto {
  @ApiProperty() total: number;
  @ApiProperty({ type: [String], description: "The owners' usernames" }) owners: string[];
}

/** One organization as the admin's Customers list shows it. */
export class CustomerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: CustomerPlanDto, nullable: true }) plan: CustomerPlanDto | null;
  @ApiProperty({ type: CustomerSubscriptionDto, nullable: true })
  subscription: CustomerSubscriptionDto | null;
  @ApiProperty({ type: CustomerServersDto }) servers: CustomerServersDto;
  @ApiProperty({ type: CustomerMembersDto }) members: CustomerMembersDto;
}

export class CustomerPageDto extends PageDto(CustomerDto, 'CustomerPageDto') {}
