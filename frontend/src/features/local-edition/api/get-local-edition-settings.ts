import { apiJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { components } from '@/lib/api-types';

export type LocalEditionSettings = components['schemas']['LocalEditionSettingsDto'];

export const LOCAL_EDITION_SETTINGS_PATH = '/api/local-edition/settings';

/**
 * GET /api/local-edition/settings: the server's LOCAL_SERVICE_URL, the one local-service address
 * its Content-Security-Policy lets this page call. null where the server has no such route (the
 * local edition's nginx web server).
 */
export async function getLocalEditionSettings(): Promise<LocalEditionSettings | null> {
  try {
    return await apiJson<LocalEditionSettings>('GET', LOCAL_EDITION_SETTINGS_PATH);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) {
      console.warn('Local edition settings unavailable; using the built-in address.', error);
    }
    return null;
  }
}
