import { Brain, FileText, Lock, Zap } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { type FeatureCard, PLATFORM_FEATURES } from '../lib/demo-content';

export function FeatureCards({ cards }: { cards: FeatureCard[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <Card key={card.title} className="bg-white">
          <CardContent className="space-y-1 p-4">
            <h3 className="font-semibold text-slate-900">{card.title}</h3>
            <p className="text-sm text-slate-600">{card.description}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

const STRIP_ICONS = [Brain, FileText, Lock, Zap];

/** The enterprise platform feature strip under the unified demo. */
export function PlatformFeatureStrip() {
  return (
    <section
      id="platform-features"
      aria-label="Enterprise platform features"
      className="grid gap-4 rounded-xl bg-slate-900 p-6 text-white sm:grid-cols-2 lg:grid-cols-4"
    >
      {PLATFORM_FEATURES.map((feature, i) => {
        const Icon = STRIP_ICONS[i];
        return (
          <div key={feature.title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-blue-300" aria-hidden />
            <div>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="text-sm text-slate-300">{feature.description}</p>
            </div>
          </div>
        );
      })}
    </section>
  );
}

/**
 * Floats bottom-left from 640 px up (taps pass through it); on a phone it would cover the chat
 * being read, so there it sits at the end of the page instead.
 */
export function PrivateSecureBadge() {
  return (
    <div className="mx-4 flex w-fit items-center gap-2 rounded-full bg-emerald-700 px-4 py-2 text-sm font-medium text-white shadow-lg sm:pointer-events-none sm:fixed sm:bottom-4 sm:left-4 sm:z-40 sm:mx-0">
      <Lock className="size-4" aria-hidden /> Private & Secure
    </div>
  );
}
