import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { DemoAssistantId } from '../api/stream-answer';
import { useDemoChat } from '../hooks/use-demo-chat';
import { SAMPLE_QUESTION_DELAY_MS } from '../lib/reveal-delay';
import { ChatPanel } from './chat-panel';
import { DemoHeader } from './demo-header';
import { MonitorPanel } from './monitor-panel';
import { SampleQuestions } from './sample-questions';

export interface SingleAssistantConfig {
  assistant: Exclude<DemoAssistantId, 'brain' | 'deploy'>;
  title: string;
  description: string;
  status: string[];
}

/** Compliance, Internal Documentation and Developer pages: chat, status, questions, monitor. */
export function SingleAssistantDemo({
  assistant,
  title,
  description,
  status,
}: SingleAssistantConfig) {
  const chat = useDemoChat(assistant, assistant);
  const pick = (question: string) =>
    setTimeout(() => void chat.send(question), SAMPLE_QUESTION_DELAY_MS);
  return (
    <div className="min-h-dvh bg-slate-50 pb-12 text-slate-900">
      <DemoHeader title={title} backTo={paths.demo.landing.getHref()} />
      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-3 lg:px-8">
        <ChatPanel
          className="lg:col-span-2"
          title={title}
          description={description}
          emptyText={`Ask the ${title}, or pick one of the questions.`}
          chat={chat}
          showSources
        />
        <div className="space-y-6">
          <Card className="bg-white">
            <CardHeader>
              <CardTitle className="text-base">Assistant Status</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              <p className="flex items-center gap-2 font-medium text-emerald-700">
                <span className="size-2 rounded-full bg-emerald-500" aria-hidden /> Online
              </p>
              {status.map((line) => (
                <p key={line} className="flex items-center gap-2 text-slate-600">
                  <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> {line}
                </p>
              ))}
            </CardContent>
          </Card>
          <SampleQuestions assistant={assistant} disabled={chat.isStreaming} onPick={pick} />
          <MonitorPanel />
        </div>
      </main>
    </div>
  );
}
