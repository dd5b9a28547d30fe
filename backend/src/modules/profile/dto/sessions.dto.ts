import { ApiProperty } from '@nestjs/swagger';

export class ActiveSessionDto {
  @ApiProperty({ description: 'Opaque id (a hash, never the session cookie value)' })
  id: string;

  @ApiProperty({ example: 'Chrome on Windows' })
  device: string;

  @ApiProperty({ type: String, nullable: true })
  userAgent: string | null;

  @ApiProperty({ type: String, nullable: true })
  ipAddress: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastActiveAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  signedInAt: string | null;

  @ApiProperty({ description: 'The session making this request' })
  current: boolean;
}

export class ActiveSessionsResponseDto {
  @ApiProperty({ type: [ActiveSessionDto] })
  sessions: ActiveSessionDto[];
}

export class RevokedSessionsResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ description: 'How many sessions were ended' })
  revoked: number;
}
