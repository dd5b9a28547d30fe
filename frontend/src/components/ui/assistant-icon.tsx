import {
  BookOpen,
  Brain,
  ChartColumn,
  Code,
  type LucideIcon,
  MessageSquare,
  Rocket,
  Scale,
  Shield,
  Sparkles,
  Stethoscope,
} from 'lucide-react';
import { cn } from '@/lib/utils';

/** The icons an organization's assistant may take (the API's `icon` values), by name. */
export const ASSISTANT_ICONS = {
  sparkles: { label: 'Sparkles', Icon: Sparkles },
  'book-open': { label: 'Book', Icon: BookOpen },
  shield: { label: 'Shield', Icon: Shield },
  code: { label: 'Code', Icon: Code },
  stethoscope: { label: 'Stethoscope', Icon: Stethoscope },
  scale: { label: 'Scale', Icon: Scale },
  chart: { label: 'Chart', Icon: ChartColumn },
  'message-square': { label: 'Speech bubble', Icon: MessageSquare },
} as const satisfies Record<string, { label: string; Icon: LucideIcon }>;
export type AssistantIconName = keyof typeof ASSISTANT_ICONS;
export const ASSISTANT_ICON_NAMES = Object.keys(ASSISTANT_ICONS) as AssistantIconName[];

/** The built-in assistants' own icons. */
const BUILT_IN_ICONS: Record<string, LucideIcon> = { brain: Brain, deploy: Rocket };

type AssistantIconProps = {
  /** An icon name of the set, or a built-in assistant's id ('brain', 'deploy'). */
  icon: string;
  /** The badge's color ('#rrggbb'); the primary color when absent. */
  color?: string;
  className?: string;
};

/** An assistant's icon on a badge of its color (decorative: the name is always beside it). */
export function AssistantIcon({ icon, color, className }: AssistantIconProps) {
  const Icon = BUILT_IN_ICONS[icon] ?? ASSISTANT_ICONS[icon as AssistantIconName]?.Icon ?? Sparkles;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-md text-white',
        !color && 'bg-primary text-primary-foreground',
        className,
      )}
      style={color ? { backgroundColor: color } : undefined}
    >
      <Icon className="size-3.5" />
    </span>
  );
}
