import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type KnowledgeDocument = components['schemas']['KnowledgeDocumentDto'];
type DocumentList = components['schemas']['KnowledgeDocumentListDto'];

export const DOCUMENTS_PATH = '/api/knowledge/documents';
/** While a document is queued or processing, the list asks again this often. */
export const PROCESSING_REFRESH_MS = 2_000;

export const isProcessing = (d: KnowledgeDocument) =>
  d.status === 'queued' || d.status === 'processing';

export const getDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: [DOCUMENTS_PATH],
    queryFn: () => apiJson<DocumentList>('GET', DOCUMENTS_PATH),
    retry: false,
    // The status updates by itself: the list refreshes while anything is being processed.
    refetchInterval: (query) =>
      query.state.data?.documents.some(isProcessing) ? PROCESSING_REFRESH_MS : false,
  });

export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDocumentsQueryOptions(), enabled });
}
