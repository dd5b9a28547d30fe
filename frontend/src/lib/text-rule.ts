import { z } from 'zod';

/** A text field's rule as the backend defines it; `apiRules` (api-rules.ts) holds each one. */
export type TextRule = {
  readonly minLength: number;
  readonly maxLength: number;
  readonly tooShort: string;
  readonly tooLong: string;
  readonly checks: readonly { readonly pattern: string; readonly message: string }[];
};

/**
 * The form schema of a backend text rule: trimmed, the lengths, then the checks in order, the
 * first that fails naming the problem; the messages are the server's.
 */
export function textRuleSchema(rule: TextRule) {
  const checks = rule.checks.map(({ pattern, message }) => ({
    regex: new RegExp(pattern),
    message,
  }));
  return z
    .string()
    .trim()
    .min(rule.minLength, rule.tooShort)
    .max(rule.maxLength, rule.tooLong)
    .superRefine((value, ctx) => {
      const failed = checks.find(({ regex }) => !regex.test(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
    });
}
