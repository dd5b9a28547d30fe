import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BackLink } from '@/components/layouts/back-link';

const phoneTab = 'max-sm:flex-auto';

/** A link may open one tab (`/settings#api-tokens`); any other anchor opens Profile. */
const LINKABLE_TABS = new Set(['api-tokens']);

type SettingsTabs = {
  profile: ReactNode;
  security: ReactNode;
  twoFactor: ReactNode;
  activity: ReactNode;
  apiTokens: ReactNode;
};

/**
 * /settings for a signed-in user: the Profile, Security, Two-Factor Auth, Activity and API tokens
 * tabs. The
 * tabs' contents come from other features; the route composes them (app/routes/account).
 */
export function SettingsScreen({
  profile,
  security,
  twoFactor,
  activity,
  apiTokens,
}: SettingsTabs) {
  const { hash } = useLocation();
  const linked = hash.slice(1);
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
          <p className="mt-1 text-muted-foreground">
            Manage your profile, security and sign-in activity.
          </p>
        </div>
        <BackLink size="sm" />
      </div>
      <Tabs defaultValue={LINKABLE_TABS.has(linked) ? linked : 'profile'}>
        {/* On a phone the five tabs wrap into full rows, each tab growing to share its row (a
            two-column grid left "API tokens" alone on a third row: issue 34). */}
        <TabsList className="flex h-auto w-full flex-wrap sm:inline-flex sm:w-auto sm:flex-nowrap">
          <TabsTrigger className={phoneTab} value="profile">
            Profile
          </TabsTrigger>
          <TabsTrigger className={phoneTab} value="security">
            Security
          </TabsTrigger>
          <TabsTrigger className={phoneTab} value="two-factor">
            Two-Factor Auth
          </TabsTrigger>
          <TabsTrigger className={phoneTab} value="activity">
            Activity
          </TabsTrigger>
          <TabsTrigger className={phoneTab} value="api-tokens">
            API tokens
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="grid gap-6">
          {profile}
        </TabsContent>
        <TabsContent value="security" className="grid gap-6">
          {security}
        </TabsContent>
        <TabsContent value="two-factor">{twoFactor}</TabsContent>
        <TabsContent value="activity">{activity}</TabsContent>
        <TabsContent value="api-tokens">{apiTokens}</TabsContent>
      </Tabs>
    </div>
  );
}
