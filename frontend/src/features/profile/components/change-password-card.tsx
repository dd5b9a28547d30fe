import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import {
  type ChangePasswordInput,
  changePasswordSchema,
  useChangePassword,
} from '../api/change-password';
import { getSessionsQueryOptions } from '../api/get-sessions';

const FIELDS = [
  ['currentPassword', 'Current Password', 'current-password'],
  ['newPassword', 'New Password', 'new-password'],
  ['confirmPassword', 'Confirm New Password', 'new-password'],
] as const;

type ChangePasswordCardProps = {
  /** An administrator set a temporary password: it must be replaced before anything else. */
  required?: boolean;
  onChanged?: () => void;
};

export function ChangePasswordCard({ required = false, onChanged }: ChangePasswordCardProps) {
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Password Changed',
          description: 'Your password has been updated. Other sessions have been signed out.',
        });
        form.reset();
        void queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey });
        onChanged?.();
      },
      onError: (error) =>
        toast({
          title: 'Password Change Failed',
          description: getServerMessage(error, 'Failed to change password. Please try again.'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{required ? 'Choose a new password' : 'Change Password'}</CardTitle>
        <CardDescription>
          {required
            ? 'An administrator reset your password. Enter the temporary password you were given as the current password, then choose your own.'
            : 'Changing it signs out your other sessions.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
          {FIELDS.map(([name, label, autoComplete], index) => (
            <FormField
              key={name}
              id={`password-${name}`}
              label={label}
              error={errors[name]?.message}
            >
              <Input
                type="password"
                autoComplete={autoComplete}
                autoFocus={required && index === 0}
                {...fieldAria(`password-${name}`, errors[name]?.message)}
                {...form.register(name)}
              />
            </FormField>
          ))}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
