import { site } from '@/config/site';
import { messageTime, type LocalChatMessage } from './chat-message';

/** Spec §7: `{short name}-chat-{sessionId}.txt`, i.e. `ironkeep-chat-local_….txt`. */
export function exportFileName(sessionId: string): string {
  return `${site.name.toLowerCase()}-chat-${sessionId}.txt`;
}

/** Spec §7: "[time] ROLE: content" per message, separated by blank lines. */
export function formatTranscript(messages: readonly LocalChatMessage[]): string {
  return messages
    .map((m) => `[${messageTime(m.timestamp)}] ${m.role.toUpperCase()}: ${m.content}`)
    .join('\n\n');
}

/** Saves the transcript as a local file; nothing leaves the machine. */
export function downloadTranscript(sessionId: string, messages: readonly LocalChatMessage[]) {
  const blob = new Blob([formatTranscript(messages)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(sessionId);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
