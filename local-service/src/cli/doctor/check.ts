export type CheckStatus = 'pass' | 'warn' | 'fail';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  detail: string;
  /** What to do about a warn or fail. */
  fix?: string;
}

export const pass = (name: string, detail: string): CheckResult => ({
  name,
  status: 'pass',
  detail,
});
export const warn = (name: string, detail: string, fix?: string): CheckResult => ({
  name,
  status: 'warn',
  detail,
  ...(fix ? { fix } : {}),
});
export const fail = (name: string, detail: string, fix: string): CheckResult => ({
  name,
  status: 'fail',
  detail,
  fix,
});
