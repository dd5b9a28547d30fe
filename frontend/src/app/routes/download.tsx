import { useQuery } from '@tanstack/react-query';
import { getCurrentLicenseQueryOptions } from '@/features/organizations/api/get-current-license';
import { DownloadPage } from '@/features/local-edition/components/download/download-page';
import { useSession } from '@/lib/session';

/**
 * The route composes: the organizations feature knows the signed-in user's licence, the
 * local-edition page offers it. Visitors and users without an organization ask nothing.
 */
export default function DownloadRoute() {
  const session = useSession();
  const hasOrganization = session.status === 'signed-in' && !!session.user.organizationId;
  const license = useQuery({ ...getCurrentLicenseQueryOptions(), enabled: hasOrganization });
  const organizationKey =
    hasOrganization && license.data?.status === 'active' ? license.data.key : null;
  return <DownloadPage organizationKey={organizationKey} />;
}
