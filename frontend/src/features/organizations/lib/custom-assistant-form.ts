import { z } from 'zod';
import { ASSISTANT_ICON_NAMES } from '@/components/ui/assistant-icon';
import { ApiError } from '@/lib/api-error';
import type { CustomAssistant, CustomAssistantInput } from '../api/custom-assistants';

export const MAX_STARTERS = 6;
/** The built-in assistants' ids: the stream route shares them, so no custom slug may take one. */
const RESERVED_SLUGS = ['brain', 'deploy', 'compliance', 'docs', 'developer', 'chat'];
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** "HR Helper — 2025!" → "hr-helper-2025": what the slug field offers until it is typed in. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 32)
    .replace(/^-+|-+$/g, '');
}

/** The backend's rules (custom-assistants/dto/assistant-rules.ts), with its messages. */
export const customAssistantFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(60, 'Name must be at most 60 characters'),
    slug: z
      .string()
      .trim()
      .min(1, 'Slug is required')
      .max(32, 'Slug must be at most 32 characters')
      .regex(
        SLUG_PATTERN,
        'Slug may hold lower-case letters, digits and hyphens, and must start and end with a letter or digit',
      )
      .refine((slug) => !RESERVED_SLUGS.includes(slug), {
        message: `This slug is reserved for a built-in assistant (${RESERVED_SLUGS.join(', ')})`,
      }),
    description: z.string().trim().max(200, 'Description must be at most 200 characters'),
    icon: z.enum(ASSISTANT_ICON_NAMES as [string, ...string[]]),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Color must be a hex color such as #4f46e5'),
    instructions: z.string().max(8000, 'Instructions must be at most 8,000 characters'),
    /** '' is the organization's default model. */
    model: z.string(),
    scope: z.enum(['all', 'documents', 'none']),
    documentIds: z.array(z.string()).max(50, 'Choose at most 50 documents'),
    starters: z
      .array(
        z.object({
          text: z.string().trim().max(200, 'A starter question must be at most 200 characters'),
        }),
      )
      .max(MAX_STARTERS, `At most ${MAX_STARTERS} starter questions`),
    who: z.enum(['everyone', 'teams']),
    teams: z.array(z.string()),
  })
  .refine((form) => form.scope !== 'documents' || form.documentIds.length > 0, {
    path: ['documentIds'],
    message: 'Choose at least one document',
  })
  .refine((form) => form.who === 'everyone' || form.teams.length > 0, {
    path: ['teams'],
    message: 'Choose at least one team',
  });
export type CustomAssistantForm = z.infer<typeof customAssistantFormSchema>;

export const emptyAssistantForm = (): CustomAssistantForm => ({
  name: '',
  slug: '',
  description: '',
  icon: 'sparkles',
  color: '#4f46e5',
  instructions: '',
  model: '',
  scope: 'all',
  documentIds: [],
  starters: [],
  who: 'everyone',
  teams: [],
});

export const toAssistantForm = (a: CustomAssistant): CustomAssistantForm => ({
  name: a.name,
  slug: a.slug,
  description: a.description,
  icon: a.icon,
  color: a.color,
  instructions: a.instructions,
  model: a.model ?? '',
  scope: a.knowledge.scope,
  documentIds: a.knowledge.documentIds,
  starters: a.starters.map((text) => ({ text })),
  who: a.access === 'everyone' ? 'everyone' : 'teams',
  teams: a.access === 'everyone' ? [] : a.access.teams,
});

export const fromAssistantForm = (form: CustomAssistantForm): CustomAssistantInput => ({
  name: form.name,
  slug: form.slug,
  description: form.description,
  icon: form.icon as CustomAssistantInput['icon'],
  color: form.color.toLowerCase(),
  instructions: form.instructions,
  model: form.model || null,
  knowledge: {
    scope: form.scope,
    documentIds: form.scope === 'documents' ? form.documentIds : [],
  },
  starters: form.starters.map((s) => s.text.trim()).filter(Boolean),
  access: form.who === 'everyone' ? 'everyone' : { teams: form.teams },
});

type FormField = keyof CustomAssistantForm;

/** Which field a server message is about, by the words the backend's rules start with. */
const FIELD_OF_MESSAGE: [RegExp, FormField][] = [
  [/slug/i, 'slug'],
  [/^name/i, 'name'],
  [/^description/i, 'description'],
  [/^icon/i, 'icon'],
  [/^colou?r/i, 'color'],
  [/^instructions/i, 'instructions'],
  [/^model/i, 'model'],
  [/document/i, 'documentIds'],
  [/starter/i, 'starters'],
  [/team|access/i, 'teams'],
];

/**
 * The server's refusal as messages on the fields they concern (a 400 lists failed rules; a 409
 * is the slug taken). What names no field comes back under `form`.
 */
export function fieldErrorsOf(error: unknown): { field: FormField | 'form'; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.json() as { message?: unknown } | null;
  const raw = body?.message;
  const messages = (Array.isArray(raw) ? raw : [raw]).filter(
    (m): m is string => typeof m === 'string' && m.trim() !== '',
  );
  return messages.map((message) => ({
    field: FIELD_OF_MESSAGE.find(([pattern]) => pattern.test(message))?.[1] ?? 'form',
    message,
  }));
}
