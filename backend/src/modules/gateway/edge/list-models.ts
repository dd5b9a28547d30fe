import { ApiProperty } from '@nestjs/swagger';
import { isListed, UpstreamServer } from '../routing/upstream-server';
import { ModelViewer, OrganizationRules, visibleModels } from '../access/model-rules';
import { GatewayErrors } from './openai-errors';

export class OpenAiModelDto {
  @ApiProperty({ example: 'llama3.1:8b' }) id: string;
  @ApiProperty({ enum: ['model'] }) object: 'model';
  @ApiProperty({ description: 'Unix seconds: when the first server of this model was added' })
  created: number;
  @ApiProperty({ example: 'organization' }) owned_by: string;
}

export class OpenAiModelListDto {
  @ApiProperty({ enum: ['list'] }) object: 'list';
  @ApiProperty({ type: [OpenAiModelDto] }) data: OpenAiModelDto[];
}

/** One entry per model served by at least one of the organization's servers that is not stopped. */
function servedModels(servers: readonly UpstreamServer[]): OpenAiModelListDto {
  const byModel = new Map<string, OpenAiModelDto>();
  for (const server of servers) {
    if (!isListed(server)) continue;
    const created = Math.floor(server.createdAt.getTime() / 1000);
    const known = byModel.get(server.model);
    if (known) known.created = Math.min(known.created, created);
    else
      byModel.set(server.model, {
        id: server.model,
        object: 'model',
        created,
        owned_by: 'organization',
      });
  }
  return { object: 'list', data: [...byModel.values()] };
}

/**
 * What the caller may use now: the served models and their aliases that its teams and its token's
 * model list allow (model access, issue 40). An alias is listed as a model of its own.
 */
export function listModels(
  servers: readonly UpstreamServer[],
  rules: OrganizationRules,
  viewer: ModelViewer,
): OpenAiModelListDto {
  const served = new Map(servedModels(servers).data.map((entry) => [entry.id, entry]));
  const data: OpenAiModelDto[] = [];
  for (const { id, model } of visibleModels(rules, servers, viewer)) {
    const entry = served.get(model);
    if (entry) data.push({ ...entry, id });
  }
  return { object: 'list', data };
}

/** GET /api/v1/models/{model}: that entry, or 404 model_not_found (as for chat completions). */
export function findModel(
  servers: readonly UpstreamServer[],
  rules: OrganizationRules,
  viewer: ModelViewer,
  model: string,
): OpenAiModelDto {
  const found = listModels(servers, rules, viewer).data.find((entry) => entry.id === model);
  if (!found) throw GatewayErrors.modelNotFound(model);
  return found;
}
