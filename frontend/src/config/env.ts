// zod/mini keeps the validator out of the first download (full zod loads with the forms).
import * as z from 'zod/mini';

/** Build-time settings (Vite exposes VITE_* variables), validated once at start-up. */
const envSchema = z.object({
  VITE_SALES_EMAIL: z._default(z.email(), 'sales@ironkeep.example'),
});

export const env = envSchema.parse({
  VITE_SALES_EMAIL: import.meta.env.VITE_SALES_EMAIL || undefined,
});
