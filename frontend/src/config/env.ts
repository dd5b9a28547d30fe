/** Build-time settings (Vite exposes VITE_* variables), checked once at start-up. */

// A plain check rather than a schema library: this module is on every page's first download.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!EMAIL.test(value)) throw new Error(`${name} must be an email address, got "${value}"`);
  return value;
}

export const env = {
  VITE_SALES_EMAIL: email(
    'VITE_SALES_EMAIL',
    import.meta.env.VITE_SALES_EMAIL as string | undefined,
    'sales@ironkeep.example',
  ),
};
