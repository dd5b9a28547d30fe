import { ExternalLink, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenPortal } from '../api/open-portal';

/**
 * Spec §2: opens the portal URL the server returns in a new tab. The tab is opened on the click
 * itself (a tab opened after an await is blocked as a pop-up) and pointed at the URL once known;
 * a failure is only logged (spec §8) and the empty tab closed.
 */
export function ManageBillingButton() {
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
