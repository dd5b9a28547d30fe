import {
  Brain,
  Building2,
  ClipboardCheck,
  Cloud,
  Cpu,
  Database,
  FileCheck,
  FileSearch,
  GitMerge,
  Globe,
  Handshake,
  Headphones,
  HeartPulse,
  KeyRound,
  Landmark,
  Layers,
  Lock,
  Network,
  Rocket,
  Scale,
  Server,
  Shield,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';
import type { IconName } from '../content/types';

/** Exhaustive: adding an IconName to the content without an icon here fails the type check. */
const ICONS: Record<IconName, LucideIcon> = {
  Brain,
  Building2,
  ClipboardCheck,
  Cloud,
  Cpu,
  Database,
  FileCheck,
  FileSearch,
  GitMerge,
  Globe,
  Handshake,
  Headphones,
  HeartPulse,
  KeyRound,
  Landmark,
  Layers,
  Lock,
  Network,
  Rocket,
  Scale,
  Server,
  Shield,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  WifiOff,
};

/** A content icon in a rounded tile; decorative (the card title names the thing). */
export function MarketingIcon({
  name,
  className,
  tileClassName,
}: {
  name: IconName;
  className?: string;
  tileClassName?: string;
}) {
  const Icon = ICONS[name];
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary',
        tileClassName,
      )}
    >
      <Icon className={cn('size-5', className)} aria-hidden="true" />
    </span>
  );
}
