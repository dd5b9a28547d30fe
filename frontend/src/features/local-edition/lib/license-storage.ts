/**
 * The licence key validated on /download, kept in this browser for /local-chat (spec §7: the
 * chat page sends "license_key (from browser storage, empty if none)"). Storage can be off
 * (private windows, strict settings), so every access is guarded.
 */
export const LICENSE_KEY_STORAGE_KEY = 'ironkeep.licenseKey';

export function readStoredLicenseKey(): string {
  try {
    return window.localStorage.getItem(LICENSE_KEY_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeLicenseKey(key: string): void {
  try {
    window.localStorage.setItem(LICENSE_KEY_STORAGE_KEY, key);
  } catch (error) {
    console.warn('Could not keep the license key in this browser.', error);
  }
}
