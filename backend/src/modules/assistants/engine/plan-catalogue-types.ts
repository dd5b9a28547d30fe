// The plan catalogue as the assistants read it, apart from the document written from it
// (plan-catalogue-document.ts) so the direct answers (plan-answer.ts), which that document
// calls, can import the types without importing it back.

/** The local edition license a plan includes: what its keys grant (signed into every key). */
export interface CatalogueLicense {
  tier: string;
  maxUsers: number;
  features: string[];
}

/** One plan as GET /api/billing/plans shows it, with the license its subscribers receive. */
export interface CataloguePlan {
  name: string;
  description: string;
  /** In major units (499 for $499.00), as the API's `price`. */
  price: number;
  currency: string;
  interval: 'month' | 'year';
  /** -1 means unlimited. */
  maxServers: number;
  /** Tokens a month included; null means unlimited. */
  monthlyTokens: number | null;
  /** The same in words, as /pricing says it ("5 million tokens a month", "Unlimited tokens"). */
  tokenAllowance: string;
  features: string[];
  license: CatalogueLicense;
}

export interface PlanCatalogue {
  /** Plans on sale, in the order /pricing shows them. */
  plans: CataloguePlan[];
  trialDays: number;
}
