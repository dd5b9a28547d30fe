import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';

/** Spec §9: never (null), 7, 30, 90 or 365 days. */
export const AUTO_DELETE_DAYS = [7, 30, 90, 365] as const;
export type AutoDeleteDays = (typeof AUTO_DELETE_DAYS)[number] | null;

export const PREFERENCE_MESSAGES = {
  memoryEnabled: 'memoryEnabled must be true or false',
  memoryEncryption: 'memoryEncryption must be true or false',
  autoDeleteDays: 'autoDeleteDays must be null (never) or one of 7, 30, 90, 365',
} as const;

/** The full preferences object: the page sends it back with one field changed. */
export class MemoryPreferencesDto {
  @ApiProperty({ description: 'Store conversations with the assistants (off by default)' })
  @IsBoolean({ message: PREFERENCE_MESSAGES.memoryEnabled })
  memoryEnabled: boolean;

  @ApiProperty({
    description:
      'Always true: every stored message is encrypted (AES-256-GCM). Sending false answers 400 ENCRYPTION_ALWAYS_ON',
  })
  @IsBoolean({ message: PREFERENCE_MESSAGES.memoryEncryption })
  memoryEncryption: boolean;

  @ApiProperty({
    type: Number,
    enum: AUTO_DELETE_DAYS,
    nullable: true,
    description: 'Delete conversations this many days after their last change; null = never',
  })
  @ValidateIf((o: { autoDeleteDays?: unknown }) => o.autoDeleteDays !== null)
  @IsIn(AUTO_DELETE_DAYS, { message: PREFERENCE_MESSAGES.autoDeleteDays })
  autoDeleteDays: AutoDeleteDays;
}

export class MemoryPreferencesResponseDto {
  @ApiProperty({ type: MemoryPreferencesDto })
  preferences: MemoryPreferencesDto;
}
