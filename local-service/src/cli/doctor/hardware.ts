import { fail, pass, warn, type CheckResult } from './check';

/** The spec's hardware tiers (section 9). */
export const HARDWARE_TIERS = {
  minimum: { cores: 2, ramGb: 4, diskGb: 10 },
  recommended: { cores: 4, ramGb: 8, diskGb: 20 },
  gpu: { cores: 8, ramGb: 16, diskGb: 50 },
} as const;

export interface Machine {
  cores: number;
  memoryBytes: number;
  /** Free bytes where the data folder lives; undefined when it could not be read. */
  diskFreeBytes: number | undefined;
  platform: NodeJS.Platform;
}

const GB = 1024 ** 3;
const gb = (bytes: number) => `${(bytes / GB).toFixed(1)} GB`;

/** Which tier a measure meets: "gpu" | "recommended" | "minimum" | undefined (below minimum). */
function tierOf(value: number, key: 'cores' | 'ramGb' | 'diskGb') {
  const { minimum, recommended, gpu } = HARDWARE_TIERS;
  if (value >= gpu[key]) return 'gpu';
  if (value >= recommended[key]) return 'recommended';
  if (value >= minimum[key]) return 'minimum';
  return undefined;
}

function graded(
  name: string,
  tier: ReturnType<typeof tierOf>,
  measured: string,
  need: { minimum: string; recommended: string },
  fix: string,
): CheckResult {
  if (tier === undefined) {
    return fail(name, `${measured}: below the minimum of ${need.minimum}`, fix);
  }
  if (tier === 'minimum') {
    return warn(
      name,
      `${measured}: meets the minimum (${need.minimum}); ${need.recommended} recommended`,
      fix,
    );
  }
  return pass(
    name,
    `${measured}: meets the ${tier === 'gpu' ? 'GPU-accelerated' : 'recommended'} tier`,
  );
}

/** CPU, RAM, disk and OS against the hardware tiers: pure, so every threshold is testable. */
export function hardwareChecks(machine: Machine): CheckResult[] {
  const { minimum, recommended } = HARDWARE_TIERS;
  const results = [
    graded(
      'CPU',
      tierOf(machine.cores, 'cores'),
      `${machine.cores} ${machine.cores === 1 ? 'core' : 'cores'}`,
      { minimum: `${minimum.cores} cores`, recommended: `${recommended.cores}+ cores` },
      'Answers will be slow; use a machine with more cores or a smaller model (`ironkeep init --model llama3.2:1b`).',
    ),
    graded(
      'Memory',
      tierOf(machine.memoryBytes / GB, 'ramGb'),
      `${gb(machine.memoryBytes)} RAM`,
      { minimum: `${minimum.ramGb} GB`, recommended: `${recommended.ramGb}+ GB` },
      'A 7B model needs about 4 GB of RAM of its own; add memory or use a smaller model (`ironkeep init --model llama3.2:1b`).',
    ),
  ];
  if (machine.diskFreeBytes === undefined) {
    results.push(warn('Disk', 'Could not read the free space of the data folder'));
  } else {
    results.push(
      graded(
        'Disk',
        tierOf(machine.diskFreeBytes / GB, 'diskGb'),
        `${gb(machine.diskFreeBytes)} free`,
        { minimum: `${minimum.diskGb} GB free`, recommended: `${recommended.diskGb}+ GB` },
        'Models take 2-40 GB each; free some space or set DATA_DIR and OLLAMA_MODELS to a larger disk.',
      ),
    );
  }
  results.push(
    machine.platform === 'linux' || machine.platform === 'darwin'
      ? pass('Operating system', machine.platform === 'linux' ? 'Linux' : 'macOS')
      : warn(
          'Operating system',
          `${machine.platform}: Linux (Ubuntu 20.04+) or macOS are the supported systems`,
          'Use WSL2 or the Docker install on Windows.',
        ),
  );
  return results;
}
