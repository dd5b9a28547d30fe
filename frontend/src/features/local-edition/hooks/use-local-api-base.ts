import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LOCAL_API_BASE, normalizeLocalApiBase } from '@/config/local-service';
import { getLocalEditionSettings } from '../api/get-local-edition-settings';
import { readSavedApiBase, writeSavedApiBase } from '../lib/api-base-storage';

/** Where an address came from: Settings, the server's LOCAL_SERVICE_URL, or the build. */
export type ApiBaseSource = 'saved' | 'server' | 'build';

export type LocalApiBase = {
  /** The address every call of the chat page uses. */
  base: string;
  source: ApiBaseSource;
  /** What applies without a saved address. */
  defaultBase: string;
  defaultSource: Exclude<ApiBaseSource, 'saved'>;
};

const API_BASE_KEY = ['local-edition', 'api-base'] as const;

/**
 * The address in use, decided once per page load: a saved one, else the server's
 * LOCAL_SERVICE_URL (so the page and the server's CSP always agree), else the build's default.
 */
export async function resolveLocalApiBase(): Promise<LocalApiBase> {
  const settings = await getLocalEditionSettings();
  const fromServer = settings ? normalizeLocalApiBase(settings.localServiceUrl) : null;
  const defaults = fromServer
    ? { defaultBase: fromServer, defaultSource: 'server' as const }
    : { defaultBase: LOCAL_API_BASE, defaultSource: 'build' as const };
  const saved = normalizeLocalApiBase(readSavedApiBase() ?? '');
  return saved
    ? { base: saved, source: 'saved', ...defaults }
    : { base: defaults.defaultBase, source: defaults.defaultSource, ...defaults };
}

export function useLocalApiBase() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: API_BASE_KEY,
    queryFn: resolveLocalApiBase,
    staleTime: Infinity,
    retry: false,
  });
  /** Saves an address (null: back to the default); every local-service query follows it. */
  const save = async (base: string | null) => {
    writeSavedApiBase(base);
    await queryClient.invalidateQueries({ queryKey: API_BASE_KEY });
  };
  return { ...query, save };
}
