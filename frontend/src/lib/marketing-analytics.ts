/**
 * The marketing tracker's command queue (HubSpot-style `_hsq`). It only exists when a site
 * operator adds the tracker snippet; without it these calls do nothing.
 */
type TrackerCommand = [string, ...unknown[]];

declare global {
  interface Window {
    _hsq?: TrackerCommand[];
  }
}

function push(command: TrackerCommand): void {
  if (typeof window === 'undefined' || !Array.isArray(window._hsq)) return;
  window._hsq.push(command);
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
export function splitName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}

export function trackContactSubmitted(contact: { name: string; email: string; company?: string }) {
  push([
    'identify',
    { email: contact.email, ...splitName(contact.name), company: contact.company ?? '' },
  ]);
  push(['trackCustomBehavioralEvent', { name: 'contact-form-submitted' }]);
}

export function trackNewsletterSignup(email: string) {
  push(['identify', { email }]);
  push(['trackCustomBehavioralEvent', { name: 'newsletter-signup' }]);
}

/** Single-page navigation: tell the tracker which path is now showing. */
export function trackPageView(path: string) {
  push(['setPath', path]);
  push(['trackPageView']);
}
