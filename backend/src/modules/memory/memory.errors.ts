import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

/** Errors of the memory API; the client branches on `code`, never on wording. */
export const MemoryErrors = {
  conversationNotFound: () =>
    new AppError(HttpStatus.NOT_FOUND, 'CONVERSATION_NOT_FOUND', 'Conversation not found'),
  messageNotFound: () =>
    new AppError(HttpStatus.NOT_FOUND, 'MESSAGE_NOT_FOUND', 'Message not found'),
  encryptionAlwaysOn: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'ENCRYPTION_ALWAYS_ON',
      'Stored memory is always encrypted: memoryEncryption cannot be turned off',
    ),
};

/**
 * Not an HTTP error: a stored message that fails authentication (altered ciphertext, or a key
 * that is no longer configured) is listed with this code instead of its content, so the rest of
 * the conversation stays readable and the broken message can still be deleted.
 */
export const MEMORY_DECRYPTION_FAILED = 'MEMORY_DECRYPTION_FAILED';
export const DECRYPTION_FAILED_MESSAGE =
  'This message could not be decrypted: it was altered in the database or its key is no longer configured.';
