import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ConversationSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'How is IronKeep priced?',
    description:
      'Decrypted: the title generated from the first question (at most 60 characters at a word boundary) or the one the owner gave it; for a conversation stored before titles, its first question shortened the same way; null when there is none (show "{type} Chat")',
  })
  title: string | null;

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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '…backups run nightly and you can restore IronKeep from the…',
    description:
      'Only when listing with `search`: about 40 characters either side of the first hit in a message (one line, "…" where cut); null when the title matched',
  })
  match?: string | null;
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
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, description: 'As in the list' })
  title: string | null;

  @ApiProperty({ example: 'chat', description: 'As in the list' })
  assistantType: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'llama3.1:8b',
    description: 'As in the list',
  })
  model: string | null;

  @ApiProperty({ type: [StoredMessageDto], description: 'Oldest first' })
  messages: StoredMessageDto[];
}

export class RenamedConversationDto {
  @ApiProperty({
    type: ConversationSummaryDto,
    description: 'The conversation as the list shows it',
  })
  conversation: ConversationSummaryDto;
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
