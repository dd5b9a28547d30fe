import { CreditCard, ExternalLink, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOpenPortal } from '../api/open-portal';

type ManageBillingButtonProps = {
  /** Who bills the subscription: the built-in provider's portal is our own /billing page. */
  provider: 'builtin' | 'stripe';
};

/**
 * Manage Billing. With the built-in provider the portal is this site's /billing: an ordinary
 * link, opened in place (issue 34: it opened our own page in a new tab, with an external-link
 * icon). With Stripe, spec §2: the portal URL the server returns opens in a new tab, marked as
 * such.
 */
export function ManageBillingButton({ provider }: ManageBillingButtonProps) {
  if (provider !== 'stripe') {
    return (
      <Button asChild>
        <Link to={paths.billing.getHref()}>
          <CreditCard aria-hidden="true" />
          Manage Billing
        </Link>
      </Button>
    );
  }
  return <StripePortalButton />;
}

/**
 * The tab is opened on the click itself (a tab opened after an await is blocked as a pop-up) and
 * pointed at the URL once known; a failure is only logged (spec §8) and the empty tab closed.
 */
function StripePortalButton() {
  const portal = useOpenPortal();
  const onClick = () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        const target = new URL(url, window.location.href).href;
        if (tab) tab.location.href = target;
        else window.open(target, '_blank', 'noopener');
      },
      onError: (error) => {
        tab?.close();
        console.error('Could not open the billing portal', error);
      },
    });
  };
  return (
    <Button onClick={onClick} disabled={portal.isPending}>
      {portal.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <ExternalLink aria-hidden="true" />
      )}
      Manage Billing
    </Button>
  );
}
