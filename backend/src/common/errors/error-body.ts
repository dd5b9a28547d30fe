/**
 * The one error shape of the API (before a feature's own dialect, error-formats.ts): what the
 * exception filter writes and what an error format receives. In a file of its own so the filter
 * and the formats it asks both import it, not each other.
 */
export interface ErrorBody {
  statusCode: number;
  message: unknown;
  error: string;
  code: string;
  [extra: string]: unknown;
}
