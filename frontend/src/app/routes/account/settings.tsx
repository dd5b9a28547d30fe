import { PageMeta } from '@/components/seo/page-meta';
import { ApiTokensTab } from '@/features/api-tokens/components/api-tokens-tab';
import { MyAccessCard } from '@/features/organizations/components/my-access';
import { Spinner } from '@/components/ui/spinner';
import { ChangePasswordCard } from '@/features/profile/components/change-password-card';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { SecurityOverviewCard } from '@/features/profile/components/security-overview-card';
import { SessionsCard } from '@/features/profile/components/sessions-card';
import { ActivityTab } from '@/features/security-log/components/activity-tab';
import { AccessDenied } from '@/features/settings/components/access-denied';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { TwoFactorTab } from '@/features/two-factor/components/two-factor-tab';
import { useCurrentUser, type User } from '@/lib/current-user';
import { authHrefReturningTo } from '@/lib/return-to';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The route composes the settings tabs from the profile, two-factor, security-log and api-tokens
 * features; the API tokens tab also shows the member's models and limits (organizations).
 */
function SignedInSettings({ user }: { user: User }) {
  return (
    <SettingsScreen
      profile={
        <>
          <ProfileCard user={user} />
          <ChangePasswordCard />
        </>
      }
      security={
        <>
          <SecurityOverviewCard user={user} />
          <SessionsCard />
        </>
      }
      twoFactor={<TwoFactorTab />}
      activity={<ActivityTab />}
      apiTokens={
        <div className="grid gap-6">
          <ApiTokensTab />
          {user.organizationId && <MyAccessCard />}
        </div>
      }
    />
  );
}

export default function SettingsRoute() {
  const { user, isPending } = useCurrentUser();
  return (
    <>
      <PageMeta title="Account Settings" noindex />
      {isPending ? (
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label="Loading..." />
        </div>
      ) : user?.mustChangePassword ? (
        <Navigate to={authHrefReturningTo(paths.settings.getHref())} replace />
      ) : user ? (
        <SignedInSettings user={user} />
      ) : (
        <AccessDenied />
      )}
    </>
  );
}
