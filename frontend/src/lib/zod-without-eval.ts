/**
 * zod 4 probes once whether it may compile validators with `Function('')`. The Content-Security-
 * Policy forbids eval (script-src 'self'), so Chromium reports that probe as a CSP violation on
 * every page with a form. `jitless` skips the probe (zod validates the same way without it).
 * zod reads its settings from this global, so setting it here keeps zod out of the entry chunk.
 * backend/test/security-headers.e2e-spec.ts walks every page and fails on any CSP report.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
