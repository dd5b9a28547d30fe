import type { DemoAssistantId } from '../api/stream-answer';

/** Spec §3 tour step (completed is tracked by the tour hook). */
export interface TourStep {
  id: 'welcome' | 'brain-assistant' | 'deployment-agent' | 'monitoring' | 'security' | 'complete';
  title: string;
  description: string;
  iconType: 'sparkles' | 'brain' | 'server' | 'activity' | 'shield' | 'check';
  highlight?: string;
  prompt?: string;
  targetId?: string;
  action?:
    { type: 'ask'; tab: Extract<DemoAssistantId, 'brain' | 'deploy'> } | { type: 'open-monitor' };
}

// The canned questions are sample questions, so the corpus answers them with high confidence.
export const TOUR_STEPS: TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to IronKeep',
    description:
      'This 5-minute tour shows two private AI assistants answering from your own knowledge base, with sources, on infrastructure you control.',
    iconType: 'sparkles',
    targetId: 'demo-header',
  },
  {
    id: 'brain-assistant',
    title: 'Intelligence Assistant',
    description:
      'Ask about products, security, pricing or industries. Answers cite the documents they came from and say how confident they are.',
    iconType: 'brain',
    highlight: 'Company knowledge with source references',
    prompt: 'How does IronKeep protect and secure our data?',
    targetId: 'brain-chat',
    action: { type: 'ask', tab: 'brain' },
  },
  {
    id: 'deployment-agent',
    title: 'Operations Manager',
    description:
      'Runbooks, scaling, monitoring and backups: the operations assistant answers with the exact steps and commands.',
    iconType: 'server',
    highlight: 'Operational runbooks on demand',
    prompt: 'How do I deploy IronKeep on Kubernetes?',
    targetId: 'deploy-chat',
    action: { type: 'ask', tab: 'deploy' },
  },
  {
    id: 'monitoring',
    title: 'Real-time Monitoring',
    description:
      'Watch latency, uptime and request counts live. External calls stay at zero: no data leaves your network.',
    iconType: 'activity',
    targetId: 'monitor-panel',
    action: { type: 'open-monitor' },
  },
  {
    id: 'security',
    title: 'Private & Secure',
    description:
      'AES-256 encryption, encrypted audit logging and local data retention, ready for SOC 2, HIPAA and GDPR programs.',
    iconType: 'shield',
    targetId: 'platform-features',
  },
  {
    id: 'complete',
    title: "You're all set",
    description:
      'Keep asking questions in either tab, or explore the Compliance, Documentation and Developer assistants.',
    iconType: 'check',
  },
];
