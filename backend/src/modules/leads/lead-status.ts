/**
 * Where a contact message or an enterprise lead stands: new until someone replies, contacted
 * once they did, closed when nothing more is to be done. Stored as these codes (the admin screen
 * shows them as words).
 */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
