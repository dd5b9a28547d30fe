import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import type { ManagedUser } from '../api/get-users';
import { useResetUserPassword } from '../api/reset-user-password';

type ResetPasswordActionProps = { user: ManagedUser; disabled: boolean };

/**
 * "Reset password" in the users list: asks first, then shows what happened — the link went by
 * e-mail, or the temporary password, shown this once, for the admin to pass on.
 */
export function ResetPasswordAction({ user, disabled }: ResetPasswordActionProps) {
  const reset = useResetUserPassword();
  const temporaryPassword = reset.data?.temporaryPassword ?? null;

  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: (result) => {
        if (result.delivery === 'email')
          toast({ title: 'Reset Link Sent', description: result.message });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Password Reset Failed',
          description: getServerMessage(error, 'Failed to reset the password'),
        }),
    });

  return (
    <>
      <ConfirmDialog
        trigger={
          <Button
            size="sm"
            variant="outline"
            disabled={disabled || reset.isPending}
            aria-label={`Reset password of ${user.username}`}
          >
            Reset password
          </Button>
        }
        title={`Reset ${user.username}'s password?`}
        description={
          <p>
            {user.username} is signed out everywhere. They get a link by email where email is set
            up; otherwise you get a temporary password to pass on, and they choose a new one at
            their next sign-in.
          </p>
        }
        confirmLabel="Reset password"
        onConfirm={confirm}
      />
      <Dialog open={temporaryPassword !== null} onOpenChange={(open) => !open && reset.reset()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Temporary password for {user.username}</DialogTitle>
            <DialogDescription>
              Shown only this once: give it to {user.username} in person or over a trusted channel.
              They must choose a new password when they sign in with it.
            </DialogDescription>
          </DialogHeader>
          <p
            className="rounded-md border bg-muted px-3 py-2 text-center font-mono text-lg tracking-wider break-all"
            data-testid="temporary-password"
          >
            {temporaryPassword}
          </p>
          <DialogFooter>
            <CopyButton
              text={temporaryPassword ?? ''}
              copiedMessage="Temporary password copied to clipboard"
              variant="outline"
            />
            <Button onClick={() => reset.reset()}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
