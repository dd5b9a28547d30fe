import type { QueryClient } from '@tanstack/react-query';

/** The organisation's audit trail (features/audit reads it under this key prefix). */
const ORGANIZATION_AUDIT_PATH = '/api/organizations/audit';

/**
 * After a change of the organisation's people, teams or models: what changed is read again, and
 * so is the audit log on the same page, where each change is an entry.
 */
export function refreshAfterChange(queryClient: QueryClient, key: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [key] }),
    queryClient.invalidateQueries({ queryKey: [ORGANIZATION_AUDIT_PATH] }),
  ]);
}
