import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { discardBody } from '@/lib/api-client';

/**
 * GET /downloads/manifest.json: the local edition's files, written next to the built site by
 * `make build` (local-service/scripts/publish-downloads.js) with each file's SHA-256.
 */
export const DOWNLOADS_MANIFEST_PATH = '/downloads/manifest.json';

export const downloadFileSchema = z.object({
  component: z.enum(['chat-service', 'web-interface']),
  name: z.string(),
  url: z.string().startsWith('/downloads/'),
  size: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const downloadsManifestSchema = z.object({
  version: z.string(),
  files: z.array(downloadFileSchema),
});

export type DownloadFile = z.infer<typeof downloadFileSchema>;
export type DownloadsManifest = z.infer<typeof downloadsManifestSchema>;

/**
 * The manifest, or null when this server has none: not built with `make build` (a dev server,
 * an image built without the packages), where the SPA shell may answer in its place.
 */
export async function getDownloads(): Promise<DownloadsManifest | null> {
  const res = await fetch(DOWNLOADS_MANIFEST_PATH, { headers: { Accept: 'application/json' } });
  if (!res.ok || !res.headers.get('content-type')?.includes('json')) discardBody(res);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  if (!res.headers.get('content-type')?.includes('json')) return null;
  const parsed = downloadsManifestSchema.safeParse(await res.json());
  return parsed.success ? parsed.data : null;
}

export function useDownloads() {
  return useQuery({ queryKey: [DOWNLOADS_MANIFEST_PATH], queryFn: getDownloads, retry: false });
}
