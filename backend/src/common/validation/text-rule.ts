import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

/** One check of a text rule: an ECMAScript pattern the whole value must match, and why not. */
export interface TextCheck {
  pattern: string;
  message: string;
}

/**
 * The rule of a text field shared with the clients, defined once, here in the backend: the DTO
 * validates with it, the OpenAPI document carries it (`minLength`, `maxLength`, `pattern` and,
 * with the messages, `x-rule`), and the frontend's `gen:api` writes it into
 * `frontend/src/lib/api-rules.ts`. Values are trimmed first.
 */
export interface TextRule {
  minLength: number;
  maxLength: number;
  /** Shown when the value is shorter than minLength (blank included). */
  tooShort: string;
  tooLong: string;
  /** In order after the lengths; the first that fails names the problem. */
  checks: readonly TextCheck[];
}

/** The first check `value` fails, or null (lengths are the DTO's to check). */
export function failedCheck(rule: TextRule, value: string): string | null {
  return rule.checks.find((check) => !new RegExp(check.pattern).test(value))?.message ?? null;
}

/** All checks as one standard JSON-schema `pattern` (each one a look-ahead from the start). */
export function combinedPattern(rule: TextRule): string | undefined {
  if (rule.checks.length <= 1) return rule.checks[0]?.pattern;
  return `^${rule.checks.map((check) => `(?=${check.pattern})`).join('')}`;
}

/**
 * The OpenAPI property: the standard keywords, and in `x-rule` the messages and the checks one by
 * one (the generator reads them; `pattern` alone cannot say which check failed).
 */
export function ApiTextRule(rule: TextRule, options: ApiPropertyOptions = {}): PropertyDecorator {
  const pattern = combinedPattern(rule);
  const { tooShort, tooLong, checks } = rule;
  // Nest copies unknown keys into the schema; its types only know `x-enumNames`.
  const extension = { 'x-rule': { tooShort, tooLong, checks } } as ApiPropertyOptions;
  return ApiProperty({
    type: 'string',
    minLength: rule.minLength,
    maxLength: rule.maxLength,
    ...(pattern ? { pattern } : {}),
    ...extension,
    ...options,
  } as ApiPropertyOptions);
}

/**
 * class-validator for the rule: a string of the allowed length (`required` when it is missing
 * or not text) and, unless a service checks them itself, every check with its message.
 */
export function ValidText(
  rule: TextRule,
  { required = rule.tooShort, checks = true }: { required?: string; checks?: boolean } = {},
): PropertyDecorator {
  return applyDecorators(
    IsString({ message: required }),
    MinLength(rule.minLength, { message: rule.tooShort }),
    MaxLength(rule.maxLength, { message: rule.tooLong }),
    ...(checks
      ? rule.checks.map((c) => Matches(new RegExp(c.pattern), { message: c.message }))
      : []),
  );
}
