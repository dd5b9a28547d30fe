import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ConversationSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiPropertyOptional({
    description: 'The first question, shortened; absent when none is stored (show "{type} Chat")',
  })
  title?: string;

  @ApiProperty({
    example: 'brain',
    description: "The assistant id: a built-in one, 'chat', or a custom assistant's slug",
  })
  assistantType: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'llama3.1:8b',
    description: "The model chosen for the conversation; null: the organization's default",
  })
  model: string | null;

  @ApiProperty({
    example: 'assistbrain1767225600000k3j9x2qa',
    description:
      'The chat session the conversation belongs to: asking with this sessionId on POST /api/assistants/{assistant}/stream continues it',
  })
  sessionId: string;

  @ApiProperty({
    description: 'Kept until deleted by hand: true while auto-delete is set to never',
  })
  isPersistent: boolean;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class ConversationListDto {
  @ApiProperty({ type: [ConversationSummaryDto], description: 'Most recently updated first' })
  conversations: ConversationSummaryDto[];
}

export class MessageErrorDto {
  @ApiProperty({ example: 'MEMORY_DECRYPTION_FAILED' })
  code: string;

  @ApiProperty()
  message: string;
}

export class StoredMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['user', 'assistant'] })
  role: 'user' | 'assistant';

  @ApiProperty({ description: 'Decrypted text; empty when `error` is set' })
  content: string;

  @ApiProperty({ description: 'Stored encrypted (AES-256-GCM)' })
  isEncrypted: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({
    type: MessageErrorDto,
    description: 'Set when the stored ciphertext fails authentication (MEMORY_DECRYPTION_FAILED)',
  })
  error?: MessageErrorDto;
}

export class ConversationMessagesDto {
  @ApiProperty({ type: [StoredMessageDto], description: 'Oldest first' })
  messages: StoredMessageDto[];
}

/** `{success, message}` (the page toasts "Cleaned up {message}") plus the count. */
export class CleanupResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: '3 expired conversations' })
  message: string;

  @ApiProperty({ example: 3, description: 'Conversations deleted' })
  deleted: number;
}
