import { Brain, FileText, Lock, Zap } from 'lucide-react';
import { Link } from 'react-router';
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
              {feature.link && (
                <Link
                  to={feature.link.href}
                  className="text-sm font-medium text-blue-300 underline-offset-4 hover:underline"
                >
                  {feature.link.label}
                </Link>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}

/**
 * Floats bottom-right from 1024 px up, over the right-hand column (questions, monitor) where the
 * chat input never is; taps pass through it, and the guided tour's card sits above it. Bottom-left
 * it covered the chat input at 1280×800 (issue 26). Below 1024 px the chat takes the full width,
 * so any fixed place would cover it at some scroll position: there it sits at the end of the page.
 * It lines up with the tour card (bottom-4 right-6), which hides it whole while the tour is open.
 */
export function PrivateSecureBadge() {
  return (
    <div
      data-testid="private-secure-badge"
      className="mx-4 flex w-fit items-center gap-2 rounded-full bg-emerald-700 px-4 py-2 text-sm font-medium text-white shadow-lg sm:mx-6 lg:pointer-events-none lg:fixed lg:bottom-4 lg:right-6 lg:z-40 lg:mx-0"
    >
      <Lock className="size-4" aria-hidden /> Private & Secure
    </div>
  );
}
