import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useToastsAtTopCenter } from '@/components/ui/toast-placement';
import { useLocalHealth } from '../../api/get-local-health';
import { useLocalSessions } from '../../api/get-local-sessions';
import { useLocalConnectionProblem } from '../../api/test-local-connection';
import { useLocalLicense } from '../../api/verify-local-license';
import { useLocalApiBase, type LocalApiBase } from '../../hooks/use-local-api-base';
import { useLocalChat } from '../../hooks/use-local-chat';
import { downloadTranscript } from '../../lib/chat-export';
import { deviceFingerprint } from '../../lib/device-fingerprint';
import { readStoredLicenseKey } from '../../lib/license-storage';
import { ActiveSessionsCard } from './active-sessions-card';
import { AssistantPanel } from './assistant-panel';
import { ConnectionProblemBanner } from './connection-problem-banner';
import { licenseBadge } from './license-badge';
import { LicenseStatusCard } from './license-status-card';
import { LocalChatHeader } from './local-chat-header';
import { SettingsDialog } from './settings-dialog';
import { SystemStatusCard } from './system-status-card';

/**
 * /local-chat: the local edition's chat client, talking to the service on this machine. The
 * service's address is settled first (saved, the server's LOCAL_SERVICE_URL, or the build's).
 */
export function LocalChatPage() {
  // Send is at the panel's bottom right, where toasts would cover it (issue 26).
  useToastsAtTopCenter();
  const apiBase = useLocalApiBase();
  if (!apiBase.data) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label="Connecting to the local service" />
      </div>
    );
  }
  return <LocalChat apiBase={apiBase.data} onSaveApiBase={apiBase.save} />;
}

type LocalChatProps = {
  apiBase: LocalApiBase;
  onSaveApiBase: (base: string | null) => Promise<void>;
};

function LocalChat({ apiBase, onSaveApiBase }: LocalChatProps) {
  const { base } = apiBase;
  // Read once per visit: the stored key and this device's fingerprint do not change meanwhile.
  const [licenseKey] = useState(readStoredLicenseKey);
  const [fingerprint] = useState(() => deviceFingerprint());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const license = useLocalLicense(base, { licenseKey, deviceFingerprint: fingerprint });
  const health = useLocalHealth(base);
  const sessions = useLocalSessions(base);
  const chat = useLocalChat(base);
  const problem = useLocalConnectionProblem(base, health.isError);
  const serverBase = apiBase.defaultSource === 'server' ? apiBase.defaultBase : null;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6">
      <LocalChatHeader
        badge={licenseBadge(license.data, licenseKey)}
        canExport={chat.messages.length > 0}
        onExport={() => downloadTranscript(chat.sessionId, chat.messages)}
        onClear={chat.clearConversation}
        isClearing={chat.isClearing}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <SettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        apiBase={apiBase}
        onSave={onSaveApiBase}
        health={health.data}
      />
      {health.isError && (
        <ConnectionProblemBanner result={problem.data} url={base} serverBase={serverBase} />
      )}
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="order-2 grid content-start gap-4 lg:order-1" aria-label="Status">
          <LicenseStatusCard state={license.data} storedKey={licenseKey} />
          <SystemStatusCard
            health={health.data}
            isLoading={health.isPending}
            isError={health.isError}
            problem={problem.data}
          />
          <ActiveSessionsCard sessions={sessions.data} currentSessionId={chat.sessionId} />
        </aside>
        <section className="order-1 min-w-0 lg:order-2" aria-label="Chat">
          <AssistantPanel
            sessionId={chat.sessionId}
            messages={chat.messages}
            isThinking={chat.isThinking}
            onSend={chat.sendMessage}
          />
        </section>
      </div>
    </div>
  );
}
