import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { ADMIN_AUDIT_PATH } from './get-audit-entries';

export type AuditVerifyResult = components['schemas']['AuditVerifyDto'];

export function verifyAudit() {
  return apiJson<AuditVerifyResult>('GET', `${ADMIN_AUDIT_PATH}/verify`);
}

/** GET /api/admin/audit/verify: walks the whole chain, on demand (a mutation: a button runs it). */
export function useVerifyAudit() {
  return useMutation({ mutationFn: verifyAudit });
}
