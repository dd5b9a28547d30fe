/** Static text of the download page (spec §2 and §9). */

export type HardwareTier = { name: string; description: string; specs: string[] };

/** Spec §9 hardware tiers. */
export const HARDWARE_TIERS: HardwareTier[] = [
  {
    name: 'Minimum',
    description: 'Runs the default model for one user.',
    specs: ['2 CPU cores', '4 GB RAM', '10 GB storage'],
  },
  {
    name: 'Recommended',
    description: 'Comfortable answers for a small team.',
    specs: ['4+ CPU cores', '8+ GB RAM', '20+ GB storage', 'Linux (Ubuntu 20.04+) or macOS'],
  },
  {
    name: 'GPU Accelerated',
    description: 'Fast answers and larger models.',
    specs: ['8+ CPU cores', '16+ GB RAM', '50+ GB storage', 'NVIDIA GPU with CUDA'],
  },
];

/** Spec §9 ports. */
export const LOCAL_PORTS = { chatService: 8080, webInterface: 3001, modelRuntime: 11434 } as const;

export const CLI_PACKAGE = '@ironkeep/local-service';

/** Spec §2: what the CLI does, each with the command that does it. */
export const CLI_FEATURES: { title: string; command: string; description: string }[] = [
  {
    title: 'Interactive wizard',
    command: 'ironkeep init',
    description: 'asks for your license key, model runtime, model and ports.',
  },
  {
    title: 'Dependency checks',
    command: 'ironkeep doctor',
    description:
      'checks Node.js, free ports, the model runtime, the model and your hardware, with a fix for each problem.',
  },
  {
    title: 'One-command start',
    command: 'ironkeep start',
    description: 'runs the chat service and the web interface in the background.',
  },
  {
    title: 'Service management',
    command: 'ironkeep status | stop',
    description: 'with a log file and a pid file; ironkeep pull downloads models.',
  },
];

export type ManualComponent = {
  component: 'chat-service' | 'web-interface';
  title: string;
  description: string;
  requirements: string[];
};

/** local-service/package.json's engines (>=20.19): better-sqlite3 12 and the CLI's libraries. */
const NODE_MIN_VERSION = '20.19';
/** Said on the CLI and Manual tabs alike (installation-tabs.test checks it against engines). */
export const NODE_REQUIREMENT = `Node.js ${NODE_MIN_VERSION} or newer`;

/**
 * Spec §2's two manual-install cards, with this product's real requirements: the spec listed
 * Python 3.8+ and Node 18+, but the chat service is TypeScript on Node.js and needs 20.19+.
 */
export const MANUAL_COMPONENTS: ManualComponent[] = [
  {
    component: 'chat-service',
    title: 'Core Chat Service',
    description:
      'The chat API on port 8080 with conversation memory on this machine, the ironkeep CLI, and the web interface on port 3001: one npm package.',
    requirements: [
      NODE_REQUIREMENT,
      'npm, which installs its dependencies',
      'SQLite (bundled, nothing to install)',
    ],
  },
  {
    component: 'web-interface',
    title: 'Web Interface',
    description:
      'The web client on its own, for serving it with a web server of yours (such as nginx). The chat service package already includes it.',
    requirements: ['Any static web server', 'A modern browser', 'The chat service on port 8080'],
  },
];

/** Why the Manual tab says Node.js where the spec said Python. */
export const NODE_REQUIREMENT_REASON = `Why Node.js and not Python: the chat service is written in TypeScript and ships as an npm package; its SQLite driver (better-sqlite3 12) and its libraries need ${NODE_REQUIREMENT}. No Python is needed, whatever older descriptions of the local edition said.`;

export type NextStep = { title: string; description: string };

/** The third step says what this key covers (its signed maxUsers), not what another tier would. */
export function nextSteps(tierLabel: string, maxUsers: number): NextStep[] {
  return [
    {
      title: 'Start the service',
      description: 'Run the Docker or CLI commands above; the first start downloads the model.',
    },
    {
      title: 'Open the web interface',
      description: 'Go to http://localhost:3001/local-chat and ask your first question.',
    },
    maxUsers > 1
      ? {
          title: 'Invite your team',
          description: `Your ${tierLabel} license covers up to ${maxUsers} users, each on their own device.`,
        }
      : {
          title: 'Use it on your device',
          description: `Your ${tierLabel} license covers 1 user on one device. For a team, choose a plan with a Pro license.`,
        },
  ];
}
