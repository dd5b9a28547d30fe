import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PageDto } from '../../../common/pagination/page.dto';
import {
  HEALTH_STATUSES,
  HealthStatus,
  SERVER_RUNTIMES,
  SERVER_STATUSES,
  ServerEntity,
  ServerRuntime,
  ServerStatus,
} from '../entities/server.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Spec §3 Server: id, name, status, llmProvider, llmModel, healthStatus, serverUrl. */
export class ServerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: SERVER_STATUSES }) status: ServerStatus;
  @ApiProperty({ enum: SERVER_RUNTIMES, description: 'The model runtime' })
  llmProvider: ServerRuntime;
  @ApiProperty({ example: 'llama3.2' }) llmModel: string;
  @ApiProperty({ enum: HEALTH_STATUSES }) healthStatus: HealthStatus;
  @ApiProperty({ type: String, nullable: true }) serverUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last check failed' })
  healthReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastCheckedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ServerPageDto extends PageDto(ServerDto, 'ServerPageDto') {}

export function toServerDto(s: ServerEntity): ServerDto {
  return {
    id: s.id,
    name: s.name,
    status: s.status,
    llmProvider: s.runtime,
    llmModel: s.model,
    healthStatus: s.healthStatus,
    serverUrl: s.url || null,
    healthReason: s.healthReason,
    lastCheckedAt: s.lastCheckedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

export class CreateServerDto {
  @ApiProperty({ maxLength: 100, example: 'GPU box 1' })
  @Transform(trim)
  @IsString({ message: 'Server name is required' })
  @MinLength(1, { message: 'Server name is required' })
  @MaxLength(100, { message: 'Server name is too long' })
  name: string;

  @ApiProperty({ enum: SERVER_RUNTIMES })
  @IsIn(SERVER_RUNTIMES, { message: `Runtime must be one of: ${SERVER_RUNTIMES.join(', ')}` })
  runtime: ServerRuntime;

  @ApiProperty({ maxLength: 200, example: 'llama3.2' })
  @Transform(trim)
  @IsString({ message: 'Model is required' })
  @MinLength(1, { message: 'Model is required' })
  @MaxLength(200, { message: 'Model name is too long' })
  @Matches(/^\S+$/, { message: 'Model name cannot contain spaces' })
  model: string;

  @ApiProperty({ maxLength: 2048, example: 'http://10.0.0.5:11434' })
  @Transform(trim)
  @IsString({ message: 'Server URL is required' })
  @MinLength(1, { message: 'Server URL is required' })
  @MaxLength(2048, { message: 'Server URL is too long' })
  url: string;
}
