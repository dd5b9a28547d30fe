/** Shared shapes for the marketing page content modules. */

/**
 * lucide-react icon names used by the marketing content. Components map each name to its icon,
 * so a `Record<IconName, LucideIcon>` stays exhaustive when content adds an icon.
 */
export type IconName =
  | 'Brain'
  | 'Building2'
  | 'ClipboardCheck'
  | 'Cloud'
  | 'Cpu'
  | 'Database'
  | 'FileCheck'
  | 'FileSearch'
  | 'GitMerge'
  | 'Globe'
  | 'Handshake'
  | 'Headphones'
  | 'HeartPulse'
  | 'KeyRound'
  | 'Landmark'
  | 'Layers'
  | 'Lock'
  | 'Network'
  | 'Rocket'
  | 'Scale'
  | 'Server'
  | 'Shield'
  | 'ShieldCheck'
  | 'Sparkles'
  | 'TrendingUp'
  | 'WifiOff';

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
  /** Tailwind gradient classes for the icon tile, e.g. "from-blue-500 to-cyan-500". */
  gradient: string;
}

export interface Stat {
  number: string;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface IconPoint {
  icon: IconName;
  title: string;
  description: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface LinkAction {
  label: string;
  href: string;
}
