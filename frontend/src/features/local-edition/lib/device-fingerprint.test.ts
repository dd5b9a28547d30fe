import { deviceFingerprint, shortHash } from './device-fingerprint';

/** A canvas whose pixels are `drawing`; records what was drawn. */
function stubCanvas(drawing: string) {
  const calls: string[] = [];
  const context = new Proxy(
    {},
    {
      get:
        (_target, prop) =>
        (...args: unknown[]) =>
          calls.push(`${String(prop)}(${args.join(',')})`),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(drawing);
  return calls;
}

describe('deviceFingerprint', () => {
  it('is a short hex string, the same for the same drawing', () => {
    const calls = stubCanvas('data:image/png;base64,AAAA');
    const first = deviceFingerprint();
    expect(first).toMatch(/^[0-9a-f]{14}$/);
    expect(deviceFingerprint()).toBe(first);
    expect(calls.some((call) => call.startsWith('fillText(IronKeep local edition'))).toBe(true);
  });

  it('differs when the machine draws differently', () => {
    stubCanvas('data:image/png;base64,AAAA');
    const one = deviceFingerprint();
    stubCanvas('data:image/png;base64,AAAB');
    expect(deviceFingerprint()).not.toBe(one);
  });

  it('still answers, stably, when the canvas is blocked', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const value = deviceFingerprint();
    expect(value).toMatch(/^[0-9a-f]{14}$/);
    expect(deviceFingerprint()).toBe(value);
  });

  it('hashes deterministically', () => {
    expect(shortHash('')).toBe(shortHash(''));
    expect(shortHash('a')).not.toBe(shortHash('b'));
    expect(shortHash('a')).toHaveLength(14);
  });
});
