import { Download, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MANUAL_COMPONENTS } from '../../content/download-content';

/** Spec §2 Manual tab: the two components and the model runtime note. */
export function ManualInstall() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {MANUAL_COMPONENTS.map((component) => (
          <Card key={component.title}>
            <CardHeader>
              <CardTitle>{component.title}</CardTitle>
              <CardDescription>{component.description}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ul className="grid gap-1.5 text-sm">
                {component.requirements.map((requirement) => (
                  <li key={requirement} className="flex gap-2">
                    <span aria-hidden="true" className="text-primary">
                      •
                    </span>
                    {requirement}
                  </li>
                ))}
              </ul>
              {/* Spec §2: the manual download buttons have no visible action. */}
              <Button type="button" variant="outline" className="w-full">
                <Download aria-hidden="true" />
                Download {component.title}
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          The model runtime is set up separately: install Ollama and run{' '}
          <code className="font-mono">ollama pull mistral:7b</code>, or point the chat service at a
          vLLM server (any OpenAI-compatible endpoint).
        </span>
      </p>
    </div>
  );
}
