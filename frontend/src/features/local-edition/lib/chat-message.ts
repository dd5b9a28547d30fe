import { formatTime } from '@/lib/format-time';

/** Spec §3: a local chat message. */
export type LocalChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO 8601. */
  timestamp: string;
  /** The in-thread error message (spec §8), drawn as an error. */
  isError?: boolean;
  /** On an error message: what the service said, shown under the spec's text. */
  detail?: string;
};

/** The time shown beside a message and in the export, in the app's one style (lib/format-time). */
export function messageTime(timestamp: string): string {
  return formatTime(timestamp);
}
