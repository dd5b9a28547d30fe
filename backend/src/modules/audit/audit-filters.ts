import { likeContaining } from '../../common/search/like-pattern';

/**
 * The admin's organization filter: an organization id, or a part of its name or slug (any case),
 * so "acme" finds "Acme Health Systems". Several organizations may match; entries of all of them
 * are shown (and exported).
 */
export function organizationTerms(organization: string): { id: string; pattern: string } {
  const term = organization.trim();
  return { id: term, pattern: likeContaining(term) };
}

/** The same condition for a query builder whose audit entry alias is `e`. */
export const ORGANIZATION_MATCH =
  'e.organization_id IN (SELECT o.id FROM organizations o WHERE o.id = :orgId ' +
  "OR lower(o.name) LIKE :orgPattern ESCAPE '\\' OR o.slug LIKE :orgPattern ESCAPE '\\')";
