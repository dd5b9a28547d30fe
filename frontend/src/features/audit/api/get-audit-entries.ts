import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type AuditEntry = components['schemas']['AuditEntryDto'];
export type AuditPage = components['schemas']['AuditPageDto'];

export const ADMIN_AUDIT_PATH = '/api/admin/audit';
export const ORGANIZATION_AUDIT_PATH = '/api/organizations/audit';
export const AUDIT_PAGE_SIZE = 20;

/** The admin list's filters; empty strings are left out of the request. */
export type AuditFilters = {
  actor?: string;
  action?: string;
  organizationId?: string;
  /** yyyy-mm-dd, from the start of that day (UTC). */
  from?: string;
  /** yyyy-mm-dd, up to the end of that day (UTC). */
  to?: string;
};

/** Query string of the filters: `to` covers its whole day, so it becomes the next midnight. */
export function auditSearchParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = value?.trim();
    if (!text) continue;
    params.set(key, key === 'to' ? nextDay(text) : text);
  }
  return params;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function getAuditPage(path: string, filters: AuditFilters, page: number) {
  const params = auditSearchParams(filters);
  params.set('page', String(page));
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return apiJson<AuditPage>('GET', `${path}?${params}`);
}

const pageOptions = (path: string, filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [path, { ...filters, page }],
    queryFn: () => getAuditPage(path, filters, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/audit (audit:read): the whole trail, filtered, newest first. */
export function useAdminAudit(filters: AuditFilters, page: number) {
  return useQuery(pageOptions(ADMIN_AUDIT_PATH, filters, page));
}

/** GET /api/organizations/audit (owner): the caller's organisation's entries, newest first. */
export function useOrganizationAudit(page: number) {
  return useQuery(pageOptions(ORGANIZATION_AUDIT_PATH, {}, page));
}

/** The export download: a plain link, so the browser streams the file to disk. */
export function auditExportHref(filters: AuditFilters, format: 'jsonl' | 'csv'): string {
  const params = auditSearchParams({ from: filters.from, to: filters.to });
  params.set('format', format);
  return `${ADMIN_AUDIT_PATH}/export?${params}`;
}
