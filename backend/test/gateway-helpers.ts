import { NestFastifyApplication } from '@nestjs/platform-fastify';
import OpenAI from 'openai';
import { expectStatus } from './api-client';
import { createToken } from './api-token-helpers';
import { newOrganization, Organization } from './organizations-helpers';
import { InferenceServer } from './fake-inference-servers';

/** The app listening on a port of its own, so the official `openai` client can reach it. */
export async function listenOnFreePort(app: NestFastifyApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return (await app.getUrl()).replace('[::1]', '127.0.0.1');
}

/** An OpenAI client pointed at /api/v1 with `token`, retrying nothing (the gateway retries). */
export function openAiClient(baseUrl: string, token: string): OpenAI {
  return new OpenAI({
    baseURL: `${baseUrl}/api/v1`,
    apiKey: token,
    maxRetries: 0,
    timeout: 20_000,
  });
}

export interface GatewayOrg extends Organization {
  inferenceToken: string;
  serverIds: string[];
}

/** An organization (Professional: 5 servers) with `servers` registered and an inference token. */
export async function organizationWithServers(
  app: NestFastifyApplication,
  servers: {
    fake: InferenceServer;
    model: string;
    runtime?: string;
    apiKey?: string;
    name?: string;
  }[],
): Promise<GatewayOrg> {
  const org = await newOrganization(app, 'professional');
  const serverIds: string[] = [];
  for (const { fake, model, runtime, apiKey, name } of servers) {
    const res = await org.owner.client
      .post('/api/servers', {
        name: name ?? fake.name,
        runtime: runtime ?? 'vllm',
        model,
        url: fake.url,
        ...(apiKey ? { apiKey } : {}),
      })
      .then(expectStatus(201));
    serverIds.push(res.body.id);
  }
  const { token } = await createToken(org.owner.client, ['inference']);
  return { ...org, inferenceToken: token, serverIds };
}
