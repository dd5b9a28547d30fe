import { PageMeta } from '@/components/seo/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AccessDenied } from '@/features/settings/components/access-denied';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

export default function SettingsRoute() {
  const { user, isPending } = useCurrentUser();
  return (
    <>
      <PageMeta title="Account Settings" noindex />
      {isPending ? (
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label="Loading..." />
        </div>
      ) : user ? (
        <SettingsScreen user={user} />
      ) : (
        <AccessDenied />
      )}
    </>
  );
}
