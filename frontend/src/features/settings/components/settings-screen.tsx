import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BackLink } from '@/components/layouts/back-link';

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
      <Tabs defaultValue="profile">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="two-factor">Two-Factor Auth</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="api-tokens">API tokens</TabsTrigger>
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
