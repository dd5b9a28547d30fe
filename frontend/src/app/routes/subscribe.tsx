import { useState } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { PricingScreen } from '@/features/billing/components/pricing-screen';
import { useCurrentUser } from '@/lib/current-user';
import { hasSessionHint } from '@/lib/session';

/** /subscribe and /pricing: one screen. Only a browser that signed in here asks who it is. */
export default function SubscribeRoute() {
  const [maybeSignedIn] = useState(hasSessionHint);
  const { user, isPending } = useCurrentUser({ enabled: maybeSignedIn });
  return (
    <>
      <PageMeta
        title="Plans & Pricing"
        description="IronKeep plans: private AI servers with live health monitoring and a license for IronKeep Local. 14-day free trial."
      />
      {maybeSignedIn && isPending ? (
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label="Loading..." />
        </div>
      ) : (
        <PricingScreen user={user} />
      )}
    </>
  );
}
