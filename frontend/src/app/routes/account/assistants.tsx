import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { MemberAssistants } from '@/features/assistants/components/member-assistants';
import type { PickerAssistant } from '@/features/assistants/lib/chat-choice';
import {
  ContinueConversations,
  useRefreshConversations,
} from '@/features/memory/components/continue-conversations';
import { useMemoryPreferences } from '@/features/memory/api/get-memory-preferences';
import { useCustomAssistants } from '@/features/organizations/api/custom-assistants';
import { useMyAccess } from '@/features/organizations/api/my-access';
import {
  AssistantsModelSummary,
  AssistantsWithoutOrganization,
} from '@/features/organizations/components/assistants-model-summary';
import type { User } from '@/lib/current-user';
import { assistantName } from '@/lib/assistant-names';
import { managesOrganization } from '@/lib/organization-role';

/**
 * The route composes the assistants' chat with the organization's own assistants, the member's
 * models and the model that answers (organizations), and the stored conversations (memory).
 */
function SignedInAssistants({ user }: { user: User }) {
  const refreshConversations = useRefreshConversations();
  const memory = useMemoryPreferences();
  const inOrganization = Boolean(user.organizationId);
  const custom = useCustomAssistants({ enabled: inOrganization });
  const access = useMyAccess({ enabled: inOrganization });
  const assistants: PickerAssistant[] = (custom.data ?? []).map((a) => ({
    id: a.slug,
    name: a.name,
    description: a.description,
    icon: a.icon,
    color: a.color,
    starters: a.starters,
  }));
  const models = !inOrganization
    ? []
    : access.isError
      ? null
      : access.data?.models.map(({ id, available }) => ({ id, available }));
  const labelOf = (assistantType: string, model: string | null) =>
    assistantType === 'chat'
      ? (model ?? 'Chat')
      : (assistants.find((a) => a.id === assistantType)?.name ?? assistantName(assistantType));

  return (
    <MemberAssistants
      memoryOff={memory.data?.memoryEnabled === false}
      assistants={assistants}
      models={models}
      choicesReady={!inOrganization || (!custom.isPending && !access.isPending)}
      summary={
        inOrganization ? (
          <AssistantsModelSummary isOwner={managesOrganization(user.organizationRole)} />
        ) : (
          <AssistantsWithoutOrganization />
        )
      }
      onAnswered={refreshConversations}
      conversations={({ activeSessionId, continueConversation, newConversation, inSheet }) => (
        <ContinueConversations
          bare={inSheet}
          assistants={['brain', 'deploy', 'chat', ...assistants.map((a) => a.id)]}
          activeSessionId={activeSessionId}
          labelOf={labelOf}
          onCurrentDeleted={newConversation}
          onContinue={({ assistantType, model, sessionId, turns }) =>
            continueConversation({ assistant: assistantType, model, sessionId, turns })
          }
        />
      )}
    />
  );
}

/** Issue 32: the members' home of their assistants; signed-out visitors are sent to /auth. */
export default function AssistantsRoute() {
  return (
    <>
      <PageMeta title="Assistants" noindex />
      <RequireAuth>{(user) => <SignedInAssistants user={user} />}</RequireAuth>
    </>
  );
}
