import { ValidationArguments, registerDecorator } from 'class-validator';
import { KNOWLEDGE_SCOPES, MAX_SCOPED_DOCUMENTS } from './assistant-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHAPE = 'knowledge must be {"scope": "all" | "documents" | "none", "documentIds": [ids]}';

/**
 * Why `value` is not a knowledge scope, or null. Whether the documents are the organization's
 * is the service's check. One validator on the parent, not a nested DTO: nested messages would
 * arrive prefixed ("knowledge.…").
 */
export function knowledgeProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return SHAPE;
  const { scope, documentIds, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return SHAPE;
  if (!(KNOWLEDGE_SCOPES as readonly unknown[]).includes(scope)) {
    return 'Knowledge scope must be all, documents or none';
  }
  const ids = documentIds ?? [];
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || !UUID.test(id))) {
    return 'documentIds must be a list of document ids';
  }
  if (scope !== 'documents') {
    return ids.length ? "Choose documents only with the 'documents' scope" : null;
  }
  if (ids.length === 0) return 'Choose at least one document';
  if (ids.length > MAX_SCOPED_DOCUMENTS) return `Choose at most ${MAX_SCOPED_DOCUMENTS} documents`;
  if (new Set(ids).size !== ids.length) return 'Each document may be chosen once';
  return null;
}

export function IsKnowledgeScope(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isKnowledgeScope',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => knowledgeProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) => knowledgeProblem(args?.value) ?? '',
      },
    });
}
