import { formatTime } from '@/lib/format-time';
import { exportFileName, formatTranscript, downloadTranscript } from './chat-export';
import type { LocalChatMessage } from './chat-message';
import { createLocalSessionId, shortSessionId } from './session-id';

const messages: LocalChatMessage[] = [
  { id: '1', role: 'user', content: 'Where is my data?', timestamp: '2026-05-04T09:15:02.000Z' },
  {
    id: '2',
    role: 'assistant',
    content: 'On this machine.\nNowhere else.',
    timestamp: '2026-05-04T09:15:09.000Z',
  },
];

const time = (iso: string) => formatTime(iso);

/** jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('chat export', () => {
  it('names the file ironkeep-chat-{sessionId}.txt', () => {
    expect(exportFileName('local_1714000000000_abc123xyz')).toBe(
      'ironkeep-chat-local_1714000000000_abc123xyz.txt',
    );
  });

  it('writes "[time] ROLE: content" lines separated by blank lines', () => {
    expect(formatTranscript(messages)).toBe(
      `[${time(messages[0].timestamp)}] USER: Where is my data?\n\n` +
        `[${time(messages[1].timestamp)}] ASSISTANT: On this machine.\nNowhere else.`,
    );
  });

  it('downloads the transcript as a text file', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:transcript';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    downloadTranscript('local_1_abc', messages);
    expect(downloaded).toBe('ironkeep-chat-local_1_abc.txt');
    expect(await readBlob(blob!)).toBe(formatTranscript(messages));
    expect(blob?.type).toBe('text/plain;charset=utf-8');
  });
});

describe('session ids', () => {
  it('are local_{timestamp}_{random}, unique, shown by their last 8 characters', () => {
    const id = createLocalSessionId(1714000000000);
    expect(id).toMatch(/^local_1714000000000_[0-9a-z]{9}$/);
    expect(createLocalSessionId(1714000000000)).not.toBe(id);
    expect(shortSessionId(id)).toBe(id.slice(-8));
    expect(shortSessionId(id)).toHaveLength(8);
  });
});
