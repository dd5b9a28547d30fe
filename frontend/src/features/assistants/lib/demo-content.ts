import { paths } from '@/config/paths';

/** Static copy of the demo screens. */
export interface FeatureCard {
  title: string;
  description: string;
  /** A next step, such as the memory settings that the Smart Memory hint mentions. */
  link?: { label: string; href: string };
}

export const TAB_FEATURES: Record<'brain' | 'deploy', FeatureCard[]> = {
  brain: [
    {
      title: 'Company Knowledge',
      description: 'Answers from your products, policies and security documentation.',
    },
    {
      title: 'Source References',
      description: 'Every answer lists the documents it was drawn from.',
    },
    {
      title: 'Honest Confidence',
      description: 'High, medium or low, derived from how well the knowledge base matches.',
    },
  ],
  deploy: [
    {
      title: 'Deployment Runbooks',
      description: 'Kubernetes, Docker, bare metal and air-gapped procedures.',
    },
    { title: 'Scaling & GPUs', description: 'Sizing guidance for models, users and concurrency.' },
    {
      title: 'Incident Response',
      description: 'Step-by-step runbooks for latency, outages and backups.',
    },
  ],
};

export const PLATFORM_FEATURES: FeatureCard[] = [
  {
    title: 'Smart Memory',
    description: 'Follow-ups remember the chat; signed in, turn on memory to keep it for later.',
    link: { label: 'Turn on memory', href: paths.memory.getHref() },
  },
  { title: 'Source References', description: 'Grounded in your documents, with citations.' },
  { title: 'Private & Secure', description: 'Runs on your servers; no external calls.' },
  { title: 'Real-time Streaming', description: 'Answers appear as they are generated.' },
];
