import { open, seal, SealedFormatError } from './aes-gcm';
import { KeyRing } from './key-ring';

describe('KeyRing and AES-256-GCM', () => {
  it('derives different keys and ids per purpose and per material', () => {
    const a = new KeyRing('purpose/a', 'material-one');
    const b = new KeyRing('purpose/b', 'material-one');
    const c = new KeyRing('purpose/a', 'material-two');
    expect(a.current.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set([a.current.id, b.current.id, c.current.id]).size).toBe(3);
    expect(a.current.key.equals(b.current.key)).toBe(false);
    expect(new KeyRing('purpose/a', 'material-one').current.id).toBe(a.current.id);
  });

  it('finds previous keys by id and lists the current key first', () => {
    const ring = new KeyRing('p', 'new', ['old', 'older', 'new']);
    const old = new KeyRing('p', 'old').current;
    expect(ring.find(old.id)?.key.equals(old.key)).toBe(true);
    expect(ring.all().map((k) => k.id)[0]).toBe(ring.current.id);
    expect(ring.all()).toHaveLength(3);
    expect(ring.find('unknown-id')).toBeUndefined();
  });

  it('seals with a fresh nonce and detects tampering, a wrong key or wrong associated data', () => {
    const { key } = new KeyRing('p', 'k').current;
    const sealed = seal(key, 'hello', 'row-1');
    expect(seal(key, 'hello', 'row-1')).not.toBe(sealed);
    expect(open(key, sealed, 'row-1')).toBe('hello');
    expect(() => open(key, sealed, 'row-2')).toThrow();
    expect(() => open(new KeyRing('p', 'other').current.key, sealed, 'row-1')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3], 'base64url');
    body[0] ^= 1;
    parts[3] = body.toString('base64url');
    expect(() => open(key, parts.join('.'), 'row-1')).toThrow();
    expect(() => open(key, 'v2.a.b.c')).toThrow(SealedFormatError);
    expect(() => open(key, `${sealed}.extra`, 'row-1')).toThrow(SealedFormatError);
  });
});
