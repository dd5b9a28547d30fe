import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

type Schemas = components['schemas'];
export type ContactMessage = Schemas['ContactMessageDto'];
export type EnterpriseLead = Schemas['EnterpriseLeadRecordDto'];
export type Subscriber = Schemas['SubscriberDto'];
export type LeadStatus = ContactMessage['status'];

/** The three lists of /admin's Leads section, by their API paths. */
export const LEAD_LISTS = {
  contacts: '/api/admin/contacts',
  leads: '/api/admin/leads',
  subscribers: '/api/admin/subscribers',
} as const;
export type LeadListKind = keyof typeof LEAD_LISTS;
type Row = { contacts: ContactMessage; leads: EnterpriseLead; subscribers: Subscriber };
type Page<T> = { data: T[]; pagination: Schemas['PaginationMetaDto'] };

export const LEADS_PAGE_SIZE = 10;
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

export type LeadFilters = { search: string; status?: LeadStatus };

/** The filters as the API's query string: the list and its CSV select the same rows. */
function filterParams({ search, status }: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  return params;
}

/** GET /api/admin/{contacts|leads|subscribers} (leads:read), newest first. */
export function useLeadList<K extends LeadListKind>(kind: K, filters: LeadFilters, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [LEAD_LISTS[kind], { ...filters, search: filters.search.trim(), page }],
      queryFn: () => {
        const params = filterParams(filters);
        params.set('page', String(page));
        params.set('limit', String(LEADS_PAGE_SIZE));
        return apiJson<Page<Row[K]>>('GET', `${LEAD_LISTS[kind]}?${params}`);
      },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** The CSV download of what is filtered (a plain link: the browser saves the file). */
export function leadExportHref(kind: LeadListKind, filters: LeadFilters): string {
  const query = filterParams(filters).toString();
  return `${LEAD_LISTS[kind]}/export.csv${query ? `?${query}` : ''}`;
}

/** PATCH /api/admin/{contacts|leads}/:id (leads:update); refreshes that list. */
export function useUpdateLeadStatus(kind: 'contacts' | 'leads') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      apiJson<Row[typeof kind]>('PATCH', `${LEAD_LISTS[kind]}/${id}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LEAD_LISTS[kind]] }),
  });
}
