import type { StatusTone } from '@/components/ui/status-badge';
import type { components } from '@/lib/api-types';
import { titleCaseWords } from '@/lib/title-case';

type Schemas = components['schemas'];
export type StatusLook = { tone: StatusTone; label: string };

/**
 * One tone and label per status of each domain, for every screen that shows it (the billing page
 * and the admin panel show the same invoice statuses). Typed against the generated API types, so
 * a status the backend adds fails the typecheck here instead of showing raw.
 * Colours follow spec §4 where it names them.
 */
export const INVOICE_STATUS: Record<Schemas['InvoiceDto']['status'], StatusLook> = {
  paid: { tone: 'green', label: 'Paid' },
  open: { tone: 'yellow', label: 'Open' },
  void: { tone: 'grey', label: 'Void' },
  uncollectible: { tone: 'red', label: 'Uncollectible' },
};

export const SUBSCRIPTION_STATUS: Record<Schemas['SubscriptionDto']['status'], StatusLook> = {
  active: { tone: 'green', label: 'Active' },
  trialing: { tone: 'blue', label: 'Trialing' },
  past_due: { tone: 'yellow', label: 'Past Due' },
  canceled: { tone: 'red', label: 'Canceled' },
  incomplete: { tone: 'grey', label: 'Awaiting Payment' },
};

export const SERVER_STATUS: Record<Schemas['ServerDto']['status'], StatusLook> = {
  active: { tone: 'green', label: 'Active' },
  provisioning: { tone: 'yellow', label: 'Provisioning' },
  stopped: { tone: 'grey', label: 'Stopped' },
  failed: { tone: 'red', label: 'Failed' },
};

export const SERVER_HEALTH: Record<Schemas['ServerDto']['healthStatus'], StatusLook> = {
  healthy: { tone: 'green', label: 'Healthy' },
  unhealthy: { tone: 'red', label: 'Unhealthy' },
  unknown: { tone: 'grey', label: 'Unknown' },
};

export const LICENSE_STATUS: Record<Schemas['LicenseDto']['status'], StatusLook> = {
  active: { tone: 'green', label: 'Active' },
  expired: { tone: 'red', label: 'Expired' },
  superseded: { tone: 'grey', label: 'Superseded' },
  revoked: { tone: 'red', label: 'Revoked' },
};

export const KNOWLEDGE_DOCUMENT_STATUS: Record<
  Schemas['KnowledgeDocumentDto']['status'],
  StatusLook
> = {
  queued: { tone: 'grey', label: 'Queued' },
  processing: { tone: 'yellow', label: 'Processing' },
  ready: { tone: 'green', label: 'Ready' },
  failed: { tone: 'red', label: 'Failed' },
};

/**
 * The look of `status` in `map`; a value the map does not know (an older client meeting a newer
 * server) is grey, its words title-cased, as spec §4 says for "others".
 */
export function statusLook(map: Record<string, StatusLook>, status: string): StatusLook {
  return map[status] ?? { tone: 'grey', label: titleCaseWords(status) };
}
