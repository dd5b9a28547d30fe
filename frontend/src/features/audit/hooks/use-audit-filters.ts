import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditFilters } from '../api/get-audit-entries';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../lib/audit-actions';

/** The filters live in the address (`/admin?auditOrganization=acme#audit-log`): a link can open
 * the log filtered (the Customers list does), and a reload or a shared link keeps them. */
const PARAMS = {
  actor: 'auditActor',
  action: 'auditAction',
  organization: 'auditOrganization',
  from: 'auditFrom',
  to: 'auditTo',
} as const satisfies Record<keyof AuditFilters, string>;

const isAction = (value: string): value is AuditAction => value in AUDIT_ACTION_LABELS;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function useAuditFilters(): [AuditFilters, (next: AuditFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => {
    const read = (key: keyof AuditFilters) => searchParams.get(PARAMS[key])?.trim() || undefined;
    const action = read('action');
    const from = read('from');
    const to = read('to');
    return {
      actor: read('actor'),
      action: action && isAction(action) ? action : undefined,
      organization: read('organization'),
      from: from && isDay(from) ? from : undefined,
      to: to && isDay(to) ? to : undefined,
    } satisfies AuditFilters;
  }, [searchParams]);

  const apply = useCallback(
    (next: AuditFilters) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, param] of Object.entries(PARAMS)) {
            const value = next[key as keyof AuditFilters]?.trim();
            if (value) params.set(param, value);
            else params.delete(param);
          }
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return [filters, apply];
}
