import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  BUDGETS,
  DEPLOYMENT_TYPES,
  EMPLOYEE_COUNTS,
  TIMELINES,
  USE_CASES,
  type Budget,
  type DeploymentType,
  type EmployeeCount,
  type Timeline,
  type UseCase,
} from './lead-enums';
import { trim, trimToUndefined } from './transforms';
import { Optional } from '../../../common/validation/optional';

const oneOf = (label: string, values: readonly string[]) => ({
  message: `${label} must be one of: ${values.join(', ')}`,
});

export class EnterpriseLeadDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'First name must be at least 2 characters' })
  @MinLength(2, { message: 'First name must be at least 2 characters' })
  @MaxLength(100, { message: 'First name is too long' })
  firstName: string;

  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'Last name must be at least 2 characters' })
  @MinLength(2, { message: 'Last name must be at least 2 characters' })
  @MaxLength(100, { message: 'Last name is too long' })
  lastName: string;

  @ApiProperty({ maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Email is too long' })
  email: string;

  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'Company name is required' })
  @MinLength(2, { message: 'Company name is required' })
  @MaxLength(100, { message: 'Company name is too long' })
  company: string;

  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'Job title is required' })
  @MinLength(2, { message: 'Job title is required' })
  @MaxLength(100, { message: 'Job title is too long' })
  jobTitle: string;

  @ApiPropertyOptional({ maxLength: 40 })
  @Transform(trimToUndefined)
  @Optional()
  @IsString()
  @MaxLength(40, { message: 'Phone number is too long' })
  phone?: string;

  @ApiProperty({ enum: EMPLOYEE_COUNTS })
  @IsIn(EMPLOYEE_COUNTS, oneOf('employeeCount', EMPLOYEE_COUNTS))
  employeeCount: EmployeeCount;

  @ApiProperty({ enum: USE_CASES, description: 'Labeled "Industry" in the form' })
  @IsIn(USE_CASES, oneOf('useCase', USE_CASES))
  useCase: UseCase;

  @ApiProperty({ enum: DEPLOYMENT_TYPES })
  @IsIn(DEPLOYMENT_TYPES, oneOf('deploymentType', DEPLOYMENT_TYPES))
  deploymentType: DeploymentType;

  @ApiPropertyOptional({ type: [String], default: [] })
  @Optional()
  @IsArray({ message: 'complianceRequirements must be a list' })
  @ArrayMaxSize(20, { message: 'complianceRequirements has too many entries' })
  @IsString({ each: true, message: 'complianceRequirements must be a list of text' })
  @MaxLength(100, { each: true, message: 'complianceRequirements entries are too long' })
  complianceRequirements?: string[];

  @ApiProperty({ enum: TIMELINES })
  @IsIn(TIMELINES, oneOf('timeline', TIMELINES))
  timeline: Timeline;

  @ApiProperty({ enum: BUDGETS })
  @IsIn(BUDGETS, oneOf('budget', BUDGETS))
  budget: Budget;

  @ApiPropertyOptional({ maxLength: 1000 })
  @Transform(trimToUndefined)
  @Optional()
  @IsString()
  @MaxLength(1000, { message: 'Current solution is too long' })
  currentSolution?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @Transform(trimToUndefined)
  @Optional()
  @IsString()
  @MaxLength(5000, { message: 'Specific requirements are too long' })
  specificRequirements?: string;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: 'rfpProcess must be true or false' })
  rfpProcess?: boolean;
}
