import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useFocusWhenChanged } from '@/hooks/use-focus-when-changed';
import type { User } from '@/lib/current-user';
import { getServerMessage, hasErrorCode } from '@/lib/api-error';
import { getSignInProvidersQueryOptions } from '@/lib/sign-in-providers';
import {
  changedProfileFields,
  emailChanged,
  type ProfileInput,
  profileSchema,
  useUpdateProfile,
} from '../api/update-profile';

function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere">{value}</dd>
    </div>
  );
}

/** View mode, then Edit Profile → username and email → Save Changes or Cancel (spec §2, §7). */
export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    values: { username: user.username, email: user.email ?? '', currentPassword: '' },
  });
  // The email is where a password-reset link goes: changing it asks for the password.
  const askPassword = emailChanged(useWatch({ control: form.control, name: 'email' }), user);
  // Only a server with SMTP sends reset links (/forgot-password says the same); asked only
  // once the password field shows.
  const providers = useQuery({ ...getSignInProvidersQueryOptions(), enabled: askPassword });
  const resetByEmail = providers.data?.passwordReset === 'email';
  const { errors } = form.formState;
  // Keyboard users keep their place: the username field when editing starts (autoFocus), Edit
  // Profile again when it ends.
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusWhenChanged(editing, editButton);

  const onSubmit = form.handleSubmit((values) => {
    const changes = changedProfileFields(values, user);
    if (changes.email !== undefined && !values.currentPassword) {
      form.setError('currentPassword', {
        message: 'Enter your current password to change your email address',
      });
      return;
    }
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No Changes', description: 'No changes were made to your profile.' });
      setEditing(false);
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast({ title: 'Profile Updated', description: 'Your profile has been updated.' });
        setEditing(false);
      },
      onError: (error) => {
        if (hasErrorCode(error, 'CURRENT_PASSWORD_INCORRECT', 'CURRENT_PASSWORD_REQUIRED')) {
          form.setError(
            'currentPassword',
            { message: getServerMessage(error, 'Current password is incorrect') },
            { shouldFocus: true },
          );
          return;
        }
        toast({
          title: 'Update Failed',
          description: getServerMessage(error, 'Failed to update profile. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Your username and contact email.</CardDescription>
      </CardHeader>
      <CardContent>
        {editing ? (
          <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
            <FormField id="profile-username" label="Username" error={errors.username?.message}>
              <Input
                autoComplete="username"
                autoFocus
                {...fieldAria('profile-username', errors.username?.message)}
                {...form.register('username')}
              />
            </FormField>
            <FormField id="profile-email" label="Email" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                {...fieldAria('profile-email', errors.email?.message)}
                {...form.register('email')}
              />
            </FormField>
            {askPassword && (
              <FormField
                id="profile-current-password"
                label="Confirm with your current password"
                error={errors.currentPassword?.message}
                hint={
                  resetByEmail
                    ? 'Your email address is where password reset links go, so changing it needs your password.'
                    : 'Changing your email address needs your password.'
                }
              >
                <Input
                  type="password"
                  autoComplete="current-password"
                  maxLength={100}
                  {...fieldAria('profile-current-password', errors.currentPassword?.message)}
                  {...form.register('currentPassword')}
                />
              </FormField>
            )}
            <div className="flex gap-2">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  form.reset();
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-4">
            <dl className="grid gap-4 sm:grid-cols-3">
              <ProfileField label="Username" value={user.username} />
              <ProfileField label="Email" value={user.email || 'Not set'} />
              {/* The account's role on this site (user, manager, admin); an organization role
                  (owner, member) is shown as such on the organization's page (issue 34). */}
              <ProfileField
                label="Account role"
                value={user.role.charAt(0).toUpperCase() + user.role.slice(1)}
              />
            </dl>
            <div>
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
