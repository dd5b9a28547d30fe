import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, ValidateIf } from 'class-validator';
import { Optional } from '../../../common/validation/optional';
import { PageDto } from '../../../common/pagination/page.dto';
import { ApiTextRule, TextRule, ValidText } from '../../../common/validation/text-rule';
import {
  HEALTH_STATUSES,
  HealthStatus,
  SERVER_RUNTIMES,
  SERVER_STATUSES,
  ServerEntity,
  ServerRuntime,
  ServerStatus,
} from '../entities/server.entity';
import { SERVER_URL_RULE } from '../server-url';

/** Printable ASCII without spaces: it travels in an HTTP header. */
export const SERVER_API_KEY_RULE: TextRule = {
  minLength: 1,
  maxLength: 500,
  tooShort: 'API key cannot be empty (send null to remove it)',
  tooLong: 'API key is too long',
  checks: [
    { pattern: '^[\\x21-\\x7E]+$', message: 'API key must be printable characters without spaces' },
  ],
};

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
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the next automatic health check is planned (null while stopped); a check runs within half an interval of it, failing servers included',
  })
  nextCheckAt: string | null;
  @ApiProperty({
    description: 'Seconds between automatic health checks (SERVER_HEALTH_INTERVAL_MS)',
  })
  checkIntervalSeconds: number;
  @ApiProperty({
    description:
      'Whether an API key is stored for it (sent as Authorization: Bearer); the key itself is never returned',
  })
  apiKeySet: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ServerPageDto extends PageDto(ServerDto, 'ServerPageDto') {}

/** `schedule`: the health checker's interval (servers/health/health-schedule.ts). */
export function toServerDto(s: ServerEntity, schedule: { intervalMs: number }): ServerDto {
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
    nextCheckAt: s.status === 'stopped' ? null : (s.nextCheckAt?.toISOString() ?? null),
    checkIntervalSeconds: schedule.intervalMs / 1000,
    apiKeySet: s.apiKeySealed !== null,
    createdAt: s.createdAt.toISOString(),
  };
}

/** Shared with the clients through the OpenAPI document, like the URL rule (server-url.ts). */
export const SERVER_NAME_RULE: TextRule = {
  minLength: 1,
  maxLength: 100,
  tooShort: 'Server name is required',
  tooLong: 'Server name is too long',
  checks: [],
};

export const SERVER_MODEL_RULE: TextRule = {
  minLength: 1,
  maxLength: 200,
  tooShort: 'Model is required',
  tooLong: 'Model name is too long',
  checks: [{ pattern: '^\\S+$', message: 'Model name cannot contain spaces' }],
};

export class CreateServerDto {
  @ApiTextRule(SERVER_NAME_RULE, { example: 'GPU box 1' })
  @Transform(trim)
  @ValidText(SERVER_NAME_RULE)
  name: string;

  @ApiProperty({ enum: SERVER_RUNTIMES })
  @IsIn(SERVER_RUNTIMES, { message: `Runtime must be one of: ${SERVER_RUNTIMES.join(', ')}` })
  runtime: ServerRuntime;

  @ApiTextRule(SERVER_MODEL_RULE, { example: 'llama3.2' })
  @Transform(trim)
  @ValidText(SERVER_MODEL_RULE)
  model: string;

  /** The URL checks answer 400 INVALID_SERVER_URL from the service (servers.service.ts). */
  @ApiTextRule(SERVER_URL_RULE, { example: 'http://10.0.0.5:11434' })
  @Transform(trim)
  @ValidText(SERVER_URL_RULE, { checks: false })
  url: string;

  @ApiTextRule(SERVER_API_KEY_RULE, {
    required: false,
    writeOnly: true,
    description:
      'The key the server expects (vLLM --api-key, a hosted endpoint); stored encrypted and never shown again',
  })
  @Optional()
  @ValidText(SERVER_API_KEY_RULE)
  apiKey?: string;
}

/** Replaces the stored key; null removes it. */
export class SetServerApiKeyDto {
  @ApiTextRule(SERVER_API_KEY_RULE, { nullable: true, writeOnly: true })
  @ValidateIf((_, value) => value !== null)
  @ValidText(SERVER_API_KEY_RULE)
  apiKey: string | null;
}
