import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { fetchCurrentUser } from '@/lib/current-user-request';
import { DocumentRouter } from '@/lib/document-router';
import { getSession } from '@/lib/session';
import { SignedInAccount, type AccountLayout } from './signed-in-account';

/**
 * The signed-in header on a static marketing page, which has no React of its own: src/site-main.ts
 * loads this only when the browser is idle and this browser holds the sign-in hint (so
 * anonymous visitors never load it, nor ask the server). GET /api/auth/me settles who is signed
 * in (a 401 clears the hint); for a signed-in user, Dashboard / the name / Logout replace
 * "Sign in" in each account slot that the header rendered (account-link.tsx).
 */
export async function showSignedInHeader(): Promise<void> {
  // A network or server error says nothing about the session: leave "Sign in".
  await fetchCurrentUser().catch(() => null);
  const session = getSession();
  if (session.status !== 'signed-in') return;
  document.querySelector('[data-site-header]')?.setAttribute('data-signed-in', '');
  for (const slot of document.querySelectorAll<HTMLElement>('[data-account-slot]')) {
    const root = createRoot(slot);
    slot.replaceChildren();
    flushSync(() =>
      root.render(
        <DocumentRouter>
          <SignedInAccount
            user={session.user}
            layout={slot.dataset.accountSlot as AccountLayout}
            className={slot.dataset.accountClass}
          />
        </DocumentRouter>,
      ),
    );
  }
}
