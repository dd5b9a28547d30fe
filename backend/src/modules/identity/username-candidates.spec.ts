import { usernameCandidates } from './username-candidates';

describe('usernameCandidates', () => {
  it('takes the first hint that makes a valid username, then numbered variants', () => {
    const names = usernameCandidates(['', 'al', 'alice.smith@example.com', 'sub']);
    expect(names[0]).toBe('alice.smithexample.com');
    expect(names[1]).toBe('alice.smithexample.com-2');
    expect(names).toHaveLength(9);
  });

  it('cleans and shortens to the local rule', () => {
    const [name] = usernameCandidates(['Zoë O’Brien (ops)']);
    expect(name).toBe('ZoOBrienops');
    const [long, suffixed] = usernameCandidates(['x'.repeat(80)]);
    expect(long).toHaveLength(50);
    expect(suffixed).toHaveLength(50);
  });

  it('falls back to "user" when no hint is usable', () => {
    expect(usernameCandidates([null, '!!', undefined])[0]).toBe('user');
  });
});
