import * as prompts from '@clack/prompts';
import type { RuntimeKind } from '../../config';
import type { CliConfigFile } from '../settings';
import { validators } from './init-validators';

/** Clack validators return a message or undefined. */
const rule = (check: (value: string) => string | undefined) => (value: string | undefined) =>
  check(value ?? '');

/** The interactive `ironkeep init`: one question per setting, defaults from the flags/file. */
export async function runWizard(start: CliConfigFile): Promise<CliConfigFile | undefined> {
  prompts.intro('IronKeep Local setup');
  const answers = await prompts.group(
    {
      licenseKey: () =>
        prompts.text({
          message: 'License key (from your IronKeep account; leave empty to run Not Licensed)',
          placeholder: 'IRON-PRO-…',
          initialValue: start.licenseKey ?? '',
          validate: rule(validators.licenseKey),
        }),
      runtime: () =>
        prompts.select<RuntimeKind>({
          message: 'Model runtime',
          initialValue: start.runtime ?? 'ollama',
          options: [
            {
              value: 'ollama',
              label: 'Ollama',
              hint: 'recommended; `ironkeep pull` downloads models',
            },
            { value: 'openai', label: 'OpenAI-compatible server', hint: 'vLLM or similar' },
          ],
        }),
      url: ({ results }) =>
        prompts.text({
          message: results.runtime === 'openai' ? 'Server address (with /v1)' : 'Ollama address',
          initialValue: results.runtime === 'openai' ? start.openaiBaseUrl : start.ollamaUrl,
          validate: rule(validators.url),
        }),
      openaiApiKey: ({ results }) =>
        results.runtime === 'openai'
          ? prompts.password({ message: 'API key (empty if the server has none)', mask: '*' })
          : Promise.resolve(undefined),
      model: ({ results }) =>
        prompts.text({
          message: 'Model',
          initialValue:
            results.runtime === start.runtime || results.runtime === 'ollama' ? start.model : '',
          validate: (value) => (value?.trim() ? undefined : 'Name the model the runtime serves.'),
        }),
      port: () =>
        prompts.text({
          message: 'Chat service port',
          initialValue: String(start.port),
          validate: rule(validators.port),
        }),
      webPort: () =>
        prompts.text({
          message: 'Web interface port',
          initialValue: String(start.webPort),
          validate: rule(validators.port),
        }),
    },
    {
      onCancel: () => {
        prompts.cancel('Setup canceled; nothing was written.');
      },
    },
  );
  if (prompts.isCancel(answers) || Object.values(answers).some((value) => prompts.isCancel(value)))
    return undefined;
  const runtime = answers.runtime as RuntimeKind;
  const url = String(answers.url).replace(/\/+$/, '');
  const config: CliConfigFile = {
    ...start,
    licenseKey: answers.licenseKey?.trim() || undefined,
    runtime,
    model: String(answers.model).trim(),
    port: Number(answers.port),
    webPort: Number(answers.webPort),
    ...(runtime === 'openai'
      ? {
          openaiBaseUrl: url,
          openaiApiKey: (answers.openaiApiKey as string | undefined)?.trim() || start.openaiApiKey,
        }
      : { ollamaUrl: url }),
  };
  prompts.outro('Saved.');
  return config;
}
