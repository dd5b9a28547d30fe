import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import type { AuditAction } from '../lib/audit-actions';

export type AuditEntry = components['schemas']['AuditEntryDto'];
export type AuditPage = components['schemas']['AuditPageDto'];
export type OrganizationAuditPage = components['schemas']['OrganizationAuditPageDto'];

export const ADMIN_AUDIT_PATH = '/api/admin/audit';
export const ORGANIZATION_AUDIT_PATH = '/api/organizations/audit';
export const AUDIT_PAGE_SIZE = 20;

/** The admin list's filters; empty ones are left out of the request. */
export type AuditFilters = {
  /** A username (any case) or an account id. */
  actor?: string;
  action?: AuditAction;
  /** Part of an organization's name or slug, or its id. */
  organization?: string;
  /** yyyy-mm-dd, from the start of that day in the reader's time zone. */
  from?: string;
  /** yyyy-mm-dd, up to the end of that day in the reader's time zone. */
  to?: string;
};

/**
 * The filters as the API's query string, shared by the list and the export links so a download
 * holds exactly what the screen shows. Days are the reader's days: `from` is the start of that
 * day in their time zone and `to` the start of the day after (the API's `to` is exclusive).
 */
export function auditSearchParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'organization'] as const) {
    const text = filters[key]?.trim();
    if (text) params.set(key, text);
  }
  if (filters.from) params.set('from', startOfDay(filters.from, 0));
  if (filters.to) params.set('to', startOfDay(filters.to, 1));
  return params;
}

/** The instant a local calendar day (+ `plusDays`) starts, as ISO 8601. */
function startOfDay(day: string, plusDays: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).toISOString();
}

function getAuditPage<T>(path: string, filters: AuditFilters, page: number) {
  const params = auditSearchParams(filters);
  params.set('page', String(page));
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return apiJson<T>('GET', `${path}?${params}`);
}

const pageOptions = <T>(path: string, filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [path, { ...filters, page }],
    queryFn: () => getAuditPage<T>(path, filters, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/audit (audit:read): the whole trail, filtered, newest first. */
export function useAdminAudit(filters: AuditFilters, page: number) {
  return useQuery(pageOptions<AuditPage>(ADMIN_AUDIT_PATH, filters, page));
}

/** GET /api/organizations/audit (owner): the caller's organization's entries, newest first. */
export function useOrganizationAudit(page: number) {
  return useQuery(pageOptions<OrganizationAuditPage>(ORGANIZATION_AUDIT_PATH, {}, page));
}

/** The export download: a plain link, so the browser streams the file to disk. */
export function auditExportHref(filters: AuditFilters, format: 'jsonl' | 'csv'): string {
  const params = auditSearchParams(filters);
  params.set('format', format);
  return `${ADMIN_AUDIT_PATH}/export?${params}`;
}
