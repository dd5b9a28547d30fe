import { Injectable } from '@nestjs/common';

/** A custom assistant as the stream uses it (modules/custom-assistants owns the rest). */
export interface PublishedAssistant {
  slug: string;
  name: string;
  instructions: string;
  /** null: the organization's default model. */
  model: string | null;
  knowledge: { scope: 'all' | 'documents' | 'none'; documentIds: string[] };
}

/** The organization's assistant behind `slug` when the member may use it, else null. */
export type FindPublishedAssistant = (
  organizationId: string,
  userId: string,
  slug: string,
) => Promise<PublishedAssistant | null>;

/**
 * The registration point for an organization's custom assistants: modules/custom-assistants
 * sits above this module (it builds on organizations and knowledge), so it registers its lookup
 * here at start-up, as the knowledge module registers its search in OrganizationKnowledge.
 * Without a registration there are none.
 */
@Injectable()
export class OrganizationAssistants {
  private lookup?: FindPublishedAssistant;

  register(find: FindPublishedAssistant): void {
    this.lookup = find;
  }

  async find(
    organizationId: string | null,
    userId: string,
    slug: string,
  ): Promise<PublishedAssistant | null> {
    if (!this.lookup || !organizationId) return null;
    return this.lookup(organizationId, userId, slug);
  }
}
