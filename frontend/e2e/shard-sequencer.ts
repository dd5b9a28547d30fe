import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// `make test` runs the journeys as two processes side by side (--shard=1/2, 2/2), each with its
// own backend and browser: they mostly wait on the page, so two halves take about half the time.
// Vitest's own sharding splits by a hash of the path; this deals the files out longest first
// to the half with the least work, by the seconds each took in a CI run (a file not listed
// counts as a typical one).
const TYPICAL_SECONDS = 8;
const SECONDS: Record<string, number> = {
  'a11y-account.e2e.ts': 105,
  'keyboard-account.e2e.ts': 81,
  'a11y-demo.e2e.ts': 59,
  'keyboard-site.e2e.ts': 36,
  'a11y-admin.e2e.ts': 33,
  'a11y-public.e2e.ts': 32,
  'local-edition.e2e.ts': 26,
  'prerender.e2e.ts': 26,
  'demo.e2e.ts': 25,
  'organizations.e2e.ts': 24,
  'navigation.e2e.ts': 22,
  'memory.e2e.ts': 19,
};

export default class BalancedShardSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const seconds = (file: TestSpecification) =>
      SECONDS[basename(file.moduleId)] ?? TYPICAL_SECONDS;
    const ordered = [...files].sort(
      (a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId),
    );
    const load: number[] = Array(count).fill(0);
    const mine: TestSpecification[] = [];
    for (const file of ordered) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] += seconds(file);
      if (lightest === index - 1) mine.push(file);
    }
    return mine;
  }
}
