import { Repository } from 'typeorm';
import { ManualClock } from '../clock/manual-clock';
import { JobRunEntity } from './entities/job-run.entity';
import { JobRunner } from './job-runner.service';

function runnerWithClaims() {
  const claimed = new Set<string>();
  const repo = {
    insert: jest.fn(async (row: JobRunEntity) => {
      const key = `${row.job}:${row.period}`;
      if (claimed.has(key)) throw new Error('duplicate key');
      claimed.add(key);
    }),
    delete: jest.fn(async () => undefined),
  };
  const clock = new ManualClock(Date.UTC(2026, 10, 24, 12));
  return { runner: new JobRunner(repo as unknown as Repository<JobRunEntity>, clock), clock };
}

describe('JobRunner', () => {
  it('runs a period once, whoever fires it', async () => {
    const { runner } = runnerWithClaims();
    const work = jest.fn(async () => undefined);
    expect(await runner.runOncePerPeriod('job', 60_000, work)).toBe(true);
    expect(await runner.runOncePerPeriod('job', 60_000, work)).toBe(false);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('on shutdown waits for the run under way and starts no new one', async () => {
    const { runner, clock } = runnerWithClaims();
    let finish!: () => void;
    let finished = false;
    const slow = runner.runOncePerPeriod('job', 60_000, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      finished = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const stopped = runner.beforeApplicationShutdown().then(() => finished);
    clock.advance(60_000);
    const next = jest.fn(async () => undefined);
    expect(await runner.runOncePerPeriod('job', 60_000, next)).toBe(false);
    finish();
    expect(await stopped).toBe(true);
    expect(await slow).toBe(true);
    expect(next).not.toHaveBeenCalled();
  });

  it('keeps a failing job from failing the timer', async () => {
    const { runner } = runnerWithClaims();
    const ran = await runner.runOncePerPeriod('job', 60_000, async () => {
      throw new Error('boom');
    });
    expect(ran).toBe(true);
  });
});
