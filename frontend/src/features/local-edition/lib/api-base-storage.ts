/**
 * The local service address a visitor saved in Settings, in this browser only. Storage can be
 * off (private windows, strict settings), so every access is guarded.
 */
export const API_BASE_STORAGE_KEY = 'ironkeep.localApiBase';

export function readSavedApiBase(): string | null {
  try {
    return window.localStorage.getItem(API_BASE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Saves `base`, or forgets the saved one (null): the default applies again. */
export function writeSavedApiBase(base: string | null): void {
  try {
    if (base === null) window.localStorage.removeItem(API_BASE_STORAGE_KEY);
    else window.localStorage.setItem(API_BASE_STORAGE_KEY, base);
  } catch (error) {
    console.warn('Could not keep the local service address in this browser.', error);
  }
}
