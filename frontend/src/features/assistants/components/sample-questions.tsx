import { MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSampleQuestions } from '../api/get-demo-assistants';
import type { DemoAssistantId } from '../api/stream-answer';

export const SHOWN_SAMPLE_QUESTIONS = 4;

type QuestionsProps = { disabled: boolean; onPick: (question: string) => void };

/** "Try These Questions": the first four of the assistant's six, from the backend's corpus. */
export function SampleQuestions({
  assistant,
  ...props
}: QuestionsProps & { assistant: DemoAssistantId }) {
  const questions = useSampleQuestions(assistant).slice(0, SHOWN_SAMPLE_QUESTIONS);
  return <StarterQuestions questions={questions} {...props} />;
}

/** Questions to ask with one click: a built-in's samples or an organization assistant's starters. */
export function StarterQuestions({
  questions,
  disabled,
  onPick,
}: QuestionsProps & { questions: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Try These Questions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2" data-testid="sample-questions">
        {questions.map((q) => (
          <Button
            key={q}
            variant="outline"
            className="h-auto justify-start whitespace-normal py-2 text-left"
            disabled={disabled}
            onClick={() => onPick(q)}
          >
            <MessageSquare className="text-primary" aria-hidden />
            {q}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
