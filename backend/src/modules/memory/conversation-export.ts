import { StoredMessageDto } from './dto/conversations.dto';
import { ExportFormat } from './dto/conversation-queries.dto';
import { slugOf } from './conversation-text';

/** What an export holds: the conversation as its owner sees it, messages oldest first. */
export interface ExportedConversation {
  id: string;
  title: string | null;
  assistantType: string;
  model: string | null;
  createdAt: Date;
  messages: StoredMessageDto[];
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  markdown: 'text/markdown; charset=utf-8',
  json: 'application/json',
};
const EXTENSIONS: Record<ExportFormat, string> = { markdown: 'md', json: 'json' };

/** `{title-slug}-{YYYY-MM-DD}.md|json`, the date being the day the conversation started (UTC). */
export function exportFile(conversation: ExportedConversation, format: ExportFormat): ExportFile {
  const day = conversation.createdAt.toISOString().slice(0, 10);
  const text = format === 'json' ? toJson(conversation) : toMarkdown(conversation);
  return {
    fileName: `${slugOf(conversation.title)}-${day}.${EXTENSIONS[format]}`,
    contentType: CONTENT_TYPES[format],
    body: Buffer.from(text, 'utf8'),
  };
}

/** `2026-12-04 09:30 UTC` */
function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function toMarkdown(c: ExportedConversation): string {
  const lines = [
    `# ${c.title ?? `${c.assistantType} Chat`}`,
    '',
    `Assistant: ${c.assistantType} · Model: ${c.model ?? 'default'} · Started ${when(c.createdAt.toISOString())}`,
  ];
  for (const m of c.messages) {
    lines.push('', `**${m.role === 'user' ? 'You' : 'Assistant'}** · ${when(m.createdAt)}`, '');
    lines.push(m.error ? `_${m.error.message}_` : m.content);
  }
  return `${lines.join('\n')}\n`;
}

export function toJson(c: ExportedConversation): string {
  const document = {
    id: c.id,
    title: c.title,
    assistant: c.assistantType,
    model: c.model,
    createdAt: c.createdAt.toISOString(),
    messages: c.messages.map((m) => ({
      role: m.role,
      content: m.content,
      createdAt: m.createdAt,
      ...(m.error ? { error: m.error } : {}),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
