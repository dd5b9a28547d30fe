import { likeContaining } from './like-pattern';

describe('likeContaining', () => {
  it('matches anywhere, lower-cased', () => {
    expect(likeContaining('Ada')).toBe('%ada%');
  });

  it("escapes LIKE's wildcards and the escape character itself", () => {
    expect(likeContaining('a_b')).toBe('%a\\_b%');
    expect(likeContaining('100%')).toBe('%100\\%%');
    expect(likeContaining('back\\slash')).toBe('%back\\\\slash%');
  });
});
