import { limitInWords } from './limit-words';

describe('limitInWords', () => {
  const now = Date.parse('2026-03-02T10:00:20Z');

  it('names whose monthly budget is used up and the day it renews', () => {
    const resetsAt = new Date('2026-04-01T00:00:00Z');
    expect(limitInWords({ level: 'team', kind: 'm', limit: 5, resetsAt }, now)).toBe(
      "Your team's monthly token budget is used up; it renews on April 1, 2026.",
    );
    expect(limitInWords({ level: 'member', kind: 'm', limit: 5, resetsAt }, now)).toBe(
      'Your monthly token budget is used up; it renews on April 1, 2026.',
    );
  });

  it('says how long until a minute window frees, rounded up to whole seconds', () => {
    const resetsAt = new Date(now + 39_200);
    expect(limitInWords({ level: 'member', kind: 'r', limit: 60, resetsAt }, now)).toBe(
      'Your limit of 60 requests per minute is reached; try again in 40 seconds.',
    );
    expect(
      limitInWords({ level: 'team', kind: 't', limit: 1000, resetsAt: new Date(now + 900) }, now),
    ).toBe("Your team's limit of 1000 tokens per minute is reached; try again in 1 second.");
  });

  it('counts in the singular for a limit of one', () => {
    const resetsAt = new Date(now + 5_000);
    expect(limitInWords({ level: 'member', kind: 'r', limit: 1, resetsAt }, now)).toBe(
      'Your limit of 1 request per minute is reached; try again in 5 seconds.',
    );
  });

  it('asks to wait for an answer to finish when too many are open at once', () => {
    expect(
      limitInWords({ level: 'member', kind: 'c', limit: 2, resetsAt: new Date(now + 1000) }, now),
    ).toBe('Your limit of 2 answers at once is reached; try again when one has finished.');
  });
});
