import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { combinedPattern, failedCheck, TextRule, ValidText } from './text-rule';

const rule: TextRule = {
  minLength: 2,
  maxLength: 5,
  tooShort: 'too short',
  tooLong: 'too long',
  checks: [
    { pattern: '^[a-z]+$', message: 'letters only' },
    { pattern: '^a', message: 'starts with a' },
  ],
};

class Checked {
  @ValidText(rule, { required: 'required' }) value: string;
}
class LengthsOnly {
  @ValidText(rule, { checks: false }) value: string;
}

const messages = (cls: new () => object, value: unknown) =>
  validateSync(plainToInstance(cls, { value })).flatMap((e) => Object.values(e.constraints ?? {}));

describe('text rules', () => {
  it('names the first check that fails', () => {
    expect(failedCheck(rule, 'abc')).toBeNull();
    expect(failedCheck(rule, 'B1')).toBe('letters only');
    expect(failedCheck(rule, 'bcd')).toBe('starts with a');
  });

  it('publishes one pattern: the check itself, or every check as a look-ahead', () => {
    expect(combinedPattern({ ...rule, checks: rule.checks.slice(0, 1) })).toBe('^[a-z]+$');
    expect(combinedPattern({ ...rule, checks: [] })).toBeUndefined();
    const all = new RegExp(combinedPattern(rule)!);
    for (const value of ['abc', 'bcd', 'a1', 'ab']) {
      expect(all.test(value)).toBe(failedCheck(rule, value) === null);
    }
  });

  it('validates DTOs with the same lengths, checks and messages', () => {
    expect(messages(Checked, 'abc')).toEqual([]);
    expect(messages(Checked, 'a')).toEqual(['too short']);
    expect(messages(Checked, 'abcdef')).toEqual(['too long']);
    expect(messages(Checked, 'bc')).toEqual(['starts with a']);
    expect(messages(Checked, 42)).toContain('required');
    expect(messages(LengthsOnly, 'bc')).toEqual([]);
  });
});
