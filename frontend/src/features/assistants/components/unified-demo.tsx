import { Activity } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDemoChat } from '../hooks/use-demo-chat';
import { useGuidedTour, useTourHighlight } from '../hooks/use-guided-tour';
import { TAB_FEATURES } from '../lib/demo-content';
import {
  POST_ANSWER_DELAY_MS,
  SAMPLE_QUESTION_DELAY_MS,
  TOUR_AUTO_SEND_DELAY_MS,
} from '../lib/reveal-delay';
import type { TourStep } from '../lib/tour-steps';
import { ChatPanel } from './chat-panel';
import { DemoHeader } from './demo-header';
import { FeatureCards, PlatformFeatureStrip, PrivateSecureBadge } from './feature-cards';
import { GuidedTour } from './guided-tour';
import { MonitorPanel } from './monitor-panel';
import { SampleQuestions } from './sample-questions';

type Tab = 'brain' | 'deploy';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TAB_COPY = {
  brain: {
    title: 'Intelligence Assistant',
    description:
      'Company intelligence: products, deployment options, security, pricing and industries.',
    emptyText: 'Ask the Intelligence Assistant about IronKeep, or pick a question.',
  },
  deploy: {
    title: 'Operations Manager',
    description:
      'Operations: deployment, scaling, monitoring, backups, upgrades and incident runbooks.',
    emptyText: 'Ask the Operations Manager how to run IronKeep, or pick a question.',
  },
} as const;

export function UnifiedDemo() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>('brain');
  const [monitorOpen, setMonitorOpen] = useState(false);
  const [showSources, setShowSources] = useState(true);
  const [highlightNonce, setHighlightNonce] = useState(0);
  const chats = {
    brain: useDemoChat('brain', 'demobrain'),
    deploy: useDemoChat('deploy', 'demodeploy'),
  };
  // Entering a step brings its part of the screen into view before it is highlighted.
  const enterStep = useCallback((step: TourStep) => {
    if (step.action?.type === 'ask') setTab(step.action.tab);
    if (step.action?.type === 'open-monitor') setMonitorOpen(true);
  }, []);
  const tour = useGuidedTour(params.get('tour') === '1', enterStep);
  useTourHighlight(tour.step.targetId, tour.open, `${highlightNonce}-${tab}-${monitorOpen}`);

  async function tryFeature(step: TourStep) {
    if (step.action?.type !== 'ask' || !step.prompt) return;
    const chat = chats[step.action.tab];
    setTab(step.action.tab);
    await wait(TOUR_AUTO_SEND_DELAY_MS);
    await chat.send(step.prompt);
    await wait(POST_ANSWER_DELAY_MS);
    setHighlightNonce((n) => n + 1);
  }

  function pickQuestion(question: string) {
    const chat = chats[tab];
    setTimeout(() => void chat.send(question), SAMPLE_QUESTION_DELAY_MS);
  }

  return (
    <div className="min-h-dvh bg-slate-50 pb-20 text-slate-900">
      <DemoHeader
        title="Employee AI Assistant Platform"
        backTo={paths.demo.landing.getHref()}
        onStartTour={tour.start}
      />
      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:px-8">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList>
              <TabsTrigger value="brain">Intelligence Assistant</TabsTrigger>
              <TabsTrigger value="deploy">Operations Manager</TabsTrigger>
            </TabsList>
            <div className="flex items-center gap-4">
              <div className="flex items-center gap-2">
                <Switch id="show-sources" checked={showSources} onCheckedChange={setShowSources} />
                <Label htmlFor="show-sources">Show sources</Label>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={monitorOpen}
                onClick={() => setMonitorOpen((o) => !o)}
              >
                <Activity aria-hidden /> {monitorOpen ? 'Hide Monitor' : 'Show Monitor'}
              </Button>
            </div>
          </div>
          {(['brain', 'deploy'] as const).map((id) => (
            <TabsContent key={id} value={id} className="mt-4 space-y-6">
              <div className="grid gap-6 lg:grid-cols-3">
                <ChatPanel
                  id={`${id}-chat`}
                  className="lg:col-span-2"
                  {...TAB_COPY[id]}
                  chat={chats[id]}
                  showSources={showSources}
                />
                <div className="space-y-6">
                  <SampleQuestions
                    assistant={id}
                    disabled={chats[id].isStreaming}
                    onPick={pickQuestion}
                  />
                  {monitorOpen && <MonitorPanel id="monitor-panel" />}
                </div>
              </div>
              <FeatureCards cards={TAB_FEATURES[id]} />
            </TabsContent>
          ))}
        </Tabs>
        <PlatformFeatureStrip />
      </main>
      <PrivateSecureBadge />
      {tour.open && (
        <GuidedTour
          step={tour.step}
          index={tour.index}
          busy={chats.brain.isStreaming || chats.deploy.isStreaming}
          onNext={tour.next}
          onPrevious={tour.previous}
          onFinish={tour.finish}
          onTry={(step) => void tryFeature(step)}
        />
      )}
    </div>
  );
}
