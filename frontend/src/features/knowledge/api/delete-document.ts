import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { DOCUMENTS_PATH, getDocumentsQueryOptions } from './get-documents';
import { SEARCH_PATH } from './search-documents';

export function deleteDocument(id: string) {
  return apiJson<void>('DELETE', `${DOCUMENTS_PATH}/${encodeURIComponent(id)}`);
}

/** Refreshes the list and forgets earlier search results, which may quote the document. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey }),
        queryClient.removeQueries({ queryKey: [SEARCH_PATH] }),
      ]),
  });
}
