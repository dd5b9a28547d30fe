/**
 * Where the visitor was before this page, within this load of the app: back links on account
 * pages lead there (issue 34: "Back to dashboard" went to either dashboard). RootLayout records
 * every location; a page reads it while it renders, before RootLayout's effect has recorded the
 * page itself, hence the two slots.
 */
export type VisitedPage = { key: string; pathname: string; search: string; hash: string };

let last: VisitedPage | null = null;
let beforeLast: VisitedPage | null = null;

/** RootLayout calls this once per location (a repeated key changes nothing). */
export function recordVisit(page: VisitedPage) {
  if (last?.key === page.key) return;
  beforeLast = last;
  last = page;
}

/** The page visited before the one whose location key is `currentKey`, if any. */
export function previousPage(currentKey: string): VisitedPage | null {
  return last?.key === currentKey ? beforeLast : last;
}

/** Tests start each case with no history. */
export function resetVisits() {
  last = null;
  beforeLast = null;
}
