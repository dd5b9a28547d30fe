import type { OrganizationRole } from '../users/entities/user.entity';
import { AssistantAccess } from './dto/assistant-access';
import { AssistantIcon, KnowledgeScope } from './dto/assistant-rules';
import { CustomAssistantDto } from './dto/custom-assistant.dto';
import { CustomAssistantEntity } from './custom-assistant.entity';

const list = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

/** The teams allowed (null: everyone) read from a row. */
export function accessTeamsOf(row: CustomAssistantEntity): string[] | null {
  return row.accessTeams === null ? null : list(row.accessTeams);
}

/**
 * Whether a member may use (and so see) the assistant: open to everyone, or they are in one of
 * its teams. Admins and the owner may use every one, as they manage and try them.
 */
export function mayUseAssistant(
  row: CustomAssistantEntity,
  role: OrganizationRole | null | undefined,
  teamIds: ReadonlySet<string>,
): boolean {
  if (role === 'admin' || role === 'owner') return true;
  const teams = accessTeamsOf(row);
  return teams === null || teams.some((team) => teamIds.has(team));
}

export function toAssistantDto(row: CustomAssistantEntity): CustomAssistantDto {
  const teams = accessTeamsOf(row);
  const access: AssistantAccess = teams === null ? 'everyone' : { teams };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon as AssistantIcon,
    color: row.color,
    instructions: row.instructions,
    model: row.model,
    knowledge: { scope: row.knowledgeScope as KnowledgeScope, documentIds: list(row.documentIds) },
    starters: list(row.starters),
    access,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
