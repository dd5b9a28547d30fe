import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import {
  type DisableTwoFactorInput,
  disableTwoFactorSchema,
  useDisableTwoFactor,
} from '../api/disable-two-factor';

export function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor({
    onDisabled: () =>
      toast({ title: '2FA Disabled', description: 'Two-factor authentication is now off.' }),
  });
  const form = useForm<DisableTwoFactorInput>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '', token: '' },
  });
  const { errors } = form.formState;
  const tokenField = form.register('token');

  const onSubmit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        form.reset();
      },
      onError: (error) =>
        toast({
          title: 'Disable Failed',
          description: getServerMessage(error, 'Failed to disable 2FA'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Disable 2FA</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Disable two-factor authentication</DialogTitle>
          <DialogDescription>
            Enter your password and a code from your authenticator app or a backup code.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id="disable-password" label="Password" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldAria('disable-password', errors.password?.message)}
              {...form.register('password')}
            />
          </FormField>
          <FormField id="disable-token" label="Code" error={errors.token?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              placeholder="6-digit or backup code"
              {...fieldAria('disable-token', errors.token?.message)}
              {...tokenField}
              onChange={(event) => {
                event.target.value = event.target.value.replace(/\D/g, '').slice(0, 8);
                return tokenField.onChange(event);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {disable.isPending ? 'Disabling...' : 'Disable 2FA'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
