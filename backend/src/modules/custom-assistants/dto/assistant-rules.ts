import { TextRule } from '../../../common/validation/text-rule';

/** The built-in assistants' ids: a custom assistant cannot take one (the stream route shares them). */
export const RESERVED_SLUGS = ['brain', 'deploy', 'compliance', 'docs', 'developer', 'chat'];

export const ASSISTANT_ICONS = [
  'sparkles',
  'book-open',
  'shield',
  'code',
  'stethoscope',
  'scale',
  'chart',
  'message-square',
] as const;
export type AssistantIcon = (typeof ASSISTANT_ICONS)[number];

export const KNOWLEDGE_SCOPES = ['all', 'documents', 'none'] as const;
export type KnowledgeScope = (typeof KNOWLEDGE_SCOPES)[number];

export const MAX_STARTERS = 6;
export const MAX_SCOPED_DOCUMENTS = 50;

export const SLUG_RULE: TextRule = {
  minLength: 1,
  maxLength: 32,
  tooShort: 'Slug is required',
  tooLong: 'Slug must be at most 32 characters',
  checks: [
    {
      pattern: '^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$',
      message:
        'Slug may hold lower-case letters, digits and hyphens, and must start and end with a letter or digit',
    },
  ],
};

export const NAME_RULE: TextRule = {
  minLength: 1,
  maxLength: 60,
  tooShort: 'Name is required',
  tooLong: 'Name must be at most 60 characters',
  checks: [],
};

export const DESCRIPTION_RULE: TextRule = {
  minLength: 0,
  maxLength: 200,
  tooShort: 'Description must be text',
  tooLong: 'Description must be at most 200 characters',
  checks: [],
};

export const INSTRUCTIONS_RULE: TextRule = {
  minLength: 0,
  maxLength: 8000,
  tooShort: 'Instructions must be text',
  tooLong: 'Instructions must be at most 8,000 characters',
  checks: [],
};

export const COLOR_RULE: TextRule = {
  minLength: 7,
  maxLength: 7,
  tooShort: 'Color must be a hex color such as #4f46e5',
  tooLong: 'Color must be a hex color such as #4f46e5',
  checks: [{ pattern: '^#[0-9a-f]{6}$', message: 'Color must be a hex color such as #4f46e5' }],
};
