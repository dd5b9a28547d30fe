import type { operations } from '@/lib/api-types';
import { messagesPath } from './get-conversation-messages';

type ExportQuery = NonNullable<
  operations['MemoryController_exportConversation']['parameters']['query']
>;
export type ExportFormat = NonNullable<ExportQuery['format']>;

export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'markdown', label: 'Markdown' },
  { format: 'json', label: 'JSON' },
];

/**
 * A download of the whole conversation, decrypted for its owner: a plain link (`download`), so
 * the browser saves the file under the server's name (`{title}-{date}.md|json`) with the cookie.
 */
export const conversationExportHref = (conversationId: string, format: ExportFormat) =>
  `${messagesPath(conversationId)}/export?format=${format}`;
