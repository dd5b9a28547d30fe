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

export type ManualComponent = { title: string; description: string; requirements: string[] };

/**
 * Spec §2's two manual-install cards. The requirements are this product's real ones: the chat
 * service is Node.js (the spec's original listed Python 3.8+), see docs/local-edition-web.md.
 */
export const MANUAL_COMPONENTS: ManualComponent[] = [
  {
    title: 'Core Chat Service',
    description: 'The chat API on port 8080, with conversation memory on this machine.',
    requirements: ['Node.js 20+', 'Web dependencies (npm install)', 'SQLite (bundled)'],
  },
  {
    title: 'Web Interface',
    description: 'The local chat client, served on port 3001.',
    requirements: ['Node.js 20+', 'npm or yarn', 'A modern browser'],
  },
];

export type NextStep = { title: string; description: string };

export const NEXT_STEPS: NextStep[] = [
  {
    title: 'Start the service',
    description: 'Run the Docker or CLI commands above; the first start downloads the model.',
  },
  {
    title: 'Open the web interface',
    description: 'Go to http://localhost:3001/local-chat and ask your first question.',
  },
  {
    title: 'Invite your team',
    description: 'A Pro license covers up to 5 users, each on their own device.',
  },
];
