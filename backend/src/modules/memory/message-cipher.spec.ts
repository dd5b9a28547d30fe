import { Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.service';
import { MemoryMessageEntity } from './entities/memory-message.entity';
import { cleanupMessage } from './memory-retention.service';
import { MemoryDecryptionError, MessageCipher } from './message-cipher';

const cipherWith = (key: string, previousKeys: string[] = []) =>
  new MessageCipher({ encryption: { key, previousKeys } } as unknown as AppConfig);

const message = (id: string) => ({ id }) as MemoryMessageEntity;

describe('MessageCipher', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('stores encrypted text with the current key id and reads it back', () => {
    const cipher = cipherWith('root-key-1');
    const m = message('m1');
    cipher.write(m, 'patient notes');
    expect(m.isEncrypted).toBe(true);
    expect(m.keyId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(m.content).not.toContain('patient');
    expect(cipher.read(m)).toBe('patient notes');
  });

  it('reads a row stored in plain text by a version before issue 34, as it is', () => {
    const cipher = cipherWith('root-key-1');
    const m = { ...message('m1'), content: 'hello', isEncrypted: false, keyId: null };
    expect(cipher.read(m as MemoryMessageEntity)).toBe('hello');
  });

  it('refuses a ciphertext moved to another message (the id is bound to it)', () => {
    const cipher = cipherWith('root-key-1');
    const original = message('m1');
    cipher.write(original, 'secret');
    const moved = { ...original, id: 'm2' } as MemoryMessageEntity;
    expect(() => cipher.read(moved)).toThrow(MemoryDecryptionError);
  });

  it('still reads what a previous key wrote after rotation; not once that key is dropped', () => {
    const m = message('m1');
    cipherWith('old-root').write(m, 'before rotation');
    expect(cipherWith('new-root', ['old-root']).read(m)).toBe('before rotation');
    expect(() => cipherWith('new-root').read(m)).toThrow(/No configured key has id/);
  });

  it('seals a title bound to its conversation, never readable as another row', () => {
    const cipher = cipherWith('root-key-1');
    const sealed = cipher.sealTitle('c1', 'Pricing questions');
    expect(sealed.title).not.toContain('Pricing');
    expect(cipher.readTitle({ id: 'c1', ...sealed })).toBe('Pricing questions');
    expect(() => cipher.readTitle({ id: 'c2', ...sealed })).toThrow(MemoryDecryptionError);
    // A message's ciphertext (AAD: its id) is not a title of a conversation with that id.
    const m = message('c1');
    cipher.write(m, 'Pricing questions');
    expect(() => cipher.readTitle({ id: 'c1', title: m.content, titleKeyId: m.keyId })).toThrow(
      MemoryDecryptionError,
    );
    expect(cipher.readTitle({ id: 'c1', title: null, titleKeyId: null })).toBeNull();
  });
});

describe('cleanupMessage', () => {
  it('counts conversations in words the page shows after "Cleaned up"', () => {
    expect(cleanupMessage(1)).toBe('1 expired conversation');
    expect(cleanupMessage(0)).toBe('0 expired conversations');
    expect(cleanupMessage(3)).toBe('3 expired conversations');
  });
});
