import { isConnectionFailure } from '../../runtime/model-runtime';
import { CliFailure, ExitCode } from '../exit-codes';
import { readNdjson } from '../ndjson';
import { err, out } from '../output';
import { lineProgress, terminalProgress, type PullLine } from '../pull-progress';
import type { Settings } from '../settings';

/**
 * `ironkeep pull [model]`: POST /api/pull and show its streamed progress. Ollama keeps partial
 * downloads, so running the command again after a failure resumes where it stopped.
 */
export async function pullCommand(
  settings: Settings,
  modelArg: string | undefined,
): Promise<number> {
  const { service } = settings;
  if (service.runtime !== 'ollama') {
    throw new CliFailure(
      '`ironkeep pull` downloads models into Ollama. This setup uses an OpenAI-compatible server, ' +
        'which loads its model when it starts (vLLM: `vllm serve <model>`).',
    );
  }
  const model = modelArg?.trim() || service.model;
  const resumeHint = `Run \`ironkeep pull ${model}\` again to resume where it stopped.`;
  const aborter = new AbortController();
  const onInterrupt = () => aborter.abort();
  process.once('SIGINT', onInterrupt);
  const progress = process.stdout.isTTY ? terminalProgress() : lineProgress();
  out(`Pulling ${model} from Ollama at ${service.ollamaUrl}`);
  let answered = false;
  try {
    const res = await fetch(`${service.ollamaUrl}/api/pull`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model, stream: true }),
      signal: aborter.signal,
    });
    answered = true;
    if (!res.ok || !res.body) {
      const text = await res.text();
      let detail = text.trim();
      try {
        detail = (JSON.parse(text) as { error?: string }).error ?? detail;
      } catch {
        // keep the text
      }
      throw new CliFailure(`Ollama refused to pull ${model} (HTTP ${res.status}): ${detail}`);
    }
    for await (const raw of readNdjson(res.body)) {
      const line = raw as PullLine;
      if (line.error) {
        progress.stop();
        throw new CliFailure(`Pulling ${model} failed: ${line.error}. ${resumeHint}`);
      }
      progress.update(line);
      if (line.status === 'success') {
        progress.stop();
        out(`${model} is ready. Start chatting: \`ironkeep start\``);
        return ExitCode.OK;
      }
    }
    progress.stop();
    throw new CliFailure(`The download of ${model} ended before it finished. ${resumeHint}`);
  } catch (error) {
    progress.stop();
    if (aborter.signal.aborted) {
      err(`\nInterrupted. ${resumeHint}`);
      return ExitCode.INTERRUPTED;
    }
    if (isConnectionFailure(error) && answered) {
      throw new CliFailure(`The connection to Ollama broke during the download. ${resumeHint}`);
    }
    if (isConnectionFailure(error)) {
      throw new CliFailure(
        `Ollama is not reachable at ${service.ollamaUrl}. Start it with \`ollama serve\` (install: https://ollama.com/download), then run \`ironkeep pull ${model}\` again.`,
      );
    }
    throw error;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}
