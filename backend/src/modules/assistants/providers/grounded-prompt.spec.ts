import { ASSISTANTS } from '../assistant-catalog';
import { RankedChunk } from '../engine/knowledge-index';
import { buildGroundedMessages } from './grounded-prompt';

const base = {
  profile: ASSISTANTS.brain,
  query: 'Write me a bash script that counts the lines of every file in a folder',
  history: [{ role: 'user' as const, content: 'Hello' }],
  documents: [],
};

describe('buildGroundedMessages (issue 42, item 8)', () => {
  it('with no passages, asks for a general answer and never tells the model to refuse', () => {
    const messages = buildGroundedMessages({
      ...base,
      context: { passages: [], sources: [], confidence: 'low' },
    });
    const system = messages[0].content;
    expect(messages[0].role).toBe('system');
    expect(system).toMatch(/answer it fully from your own general knowledge/);
    expect(system).not.toMatch(/only the passages|do not guess|does not cover it|Passages:/i);
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'user', content: base.query },
    ]);
  });

  it('with passages, grounds the answer in them, numbered', () => {
    const passage = {
      chunk: { docTitle: 'Backups', heading: 'Restore', text: 'Run make restore.' },
      score: 3,
    } as unknown as RankedChunk;
    const system = buildGroundedMessages({
      ...base,
      context: { passages: [passage], sources: ['Backups'], confidence: 'high' },
    })[0].content;
    expect(system).toMatch(/Ground your answer in the passages below/);
    expect(system).toContain('Passages:\n[1] Backups — Restore\nRun make restore.');
    expect(system).not.toMatch(/do not guess/i);
  });
});
