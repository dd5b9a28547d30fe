import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import {
  MEMBER_ASSISTANTS,
  MemberAssistants,
  type MemberAssistantId,
} from '@/features/assistants/components/member-assistants';
import {
  ContinueConversations,
  useRefreshConversations,
} from '@/features/memory/components/continue-conversations';
import { useMemoryPreferences } from '@/features/memory/api/get-memory-preferences';
import {
  AssistantsModelSummary,
  AssistantsWithoutOrganization,
} from '@/features/organizations/components/assistants-model-summary';
import type { User } from '@/lib/current-user';
import { managesOrganization } from '@/lib/organization-role';

const isMemberAssistant = (id: string): id is MemberAssistantId =>
  (MEMBER_ASSISTANTS as readonly string[]).includes(id);

/**
 * The route composes the assistants' chat with the organization's model (organizations) and the
 * stored conversations (memory).
 */
function SignedInAssistants({ user }: { user: User }) {
  const refreshConversations = useRefreshConversations();
  const memory = useMemoryPreferences();
  return (
    <MemberAssistants
      memoryOff={memory.data?.memoryEnabled === false}
      summary={
        user.organizationId ? (
          <AssistantsModelSummary isOwner={managesOrganization(user.organizationRole)} />
        ) : (
          <AssistantsWithoutOrganization />
        )
      }
      onAnswered={refreshConversations}
      conversations={({ activeSessionId, continueConversation }) => (
        <ContinueConversations
          assistants={MEMBER_ASSISTANTS}
          activeSessionId={activeSessionId}
          onContinue={({ assistantType, sessionId, turns }) => {
            if (isMemberAssistant(assistantType)) {
              continueConversation({ assistant: assistantType, sessionId, turns });
            }
          }}
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
