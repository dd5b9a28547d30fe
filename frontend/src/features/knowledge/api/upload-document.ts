import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CSRF_HEADER, getCsrfToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { components } from '@/lib/api-types';
import { DOCUMENTS_PATH, getDocumentsQueryOptions } from './get-documents';

type UploadResponse = components['schemas']['KnowledgeDocumentResponseDto'];

/** The server's limit (backend MAX_DOCUMENT_BYTES); checked here only to fail fast. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const ACCEPTED_FILES =
  '.pdf,.docx,.md,.markdown,.html,.htm,.txt,application/pdf,text/markdown,text/html,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type UploadInput = { file: File; onProgress: (fraction: number) => void };

/**
 * POST /api/knowledge/documents as multipart/form-data. XMLHttpRequest rather than fetch: only
 * it reports upload progress, which the page shows as a progress bar.
 */
export async function uploadDocument({ file, onProgress }: UploadInput): Promise<UploadResponse> {
  const token = await getCsrfToken();
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', DOCUMENTS_PATH);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText));
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'Network error'));
    xhr.send(form);
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey }),
  });
}
