import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, ShieldOff, UserMinus, UserPlus, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { ROLE_LABELS } from '@/lib/organization-role';
import { useChangeRole } from '../api/change-role';
import { type Member, useMembers } from '../api/get-members';
import { memberLimitsPath } from '../api/limits';
import { inviteMemberSchema, useInviteMember, type InviteMemberInput } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { LimitsDialog } from './limits-dialog';

const failed = (title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: getServerMessage(error, 'Please try again.'),
  });

/**
 * Who belongs to the organisation. Owners and admins invite existing accounts by username, remove
 * members and set their limits; only the owner makes and unmakes admins, and removes one.
 */
export function MembersCard({
  isOwner,
  canManage,
  currentUserId,
}: {
  isOwner: boolean;
  canManage: boolean;
  currentUserId: string;
}) {
  const members = useMembers();
  const invite = useInviteMember();
  const remove = useRemoveMember();
  const changeRole = useChangeRole();
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { username: '' },
  });
  const error = form.formState.errors.username?.message;

  const onInvite = ({ username }: InviteMemberInput) =>
    invite.mutate(
      { username },
      {
        onSuccess: (member) => {
          toast({
            title: 'Member added',
            description: `${member.username} joined the organization.`,
          });
          form.reset();
        },
        onError: failed('Invitation failed'),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-4" aria-hidden="true" />
          Members
        </CardTitle>
        <CardDescription>Everyone here sees the servers and the license key.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {members.isPending && <Spinner label="Loading members..." />}
        {members.isError && (
          <p className="text-sm text-muted-foreground">Members could not be loaded.</p>
        )}
        <ul className="grid gap-2">
          {members.data?.data.map((m) => (
            <li
              key={m.id}
              className="flex min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm"
            >
              <span className="min-w-0 truncate font-medium">
                {m.username}
                {m.id === currentUserId && <span className="text-muted-foreground"> (you)</span>}
              </span>
              <span className="flex flex-wrap items-center justify-end gap-1">
                <Badge variant={m.role === 'member' ? 'secondary' : 'default'}>
                  {ROLE_LABELS[m.role]}
                </Badge>
                {canManage && m.role !== 'owner' && (
                  <LimitsDialog path={memberLimitsPath(m.id)} subject={m.username} />
                )}
                {isOwner && m.role !== 'owner' && (
                  <RoleButton
                    member={m}
                    pending={changeRole.isPending}
                    onChange={(role) =>
                      changeRole.mutate(
                        { userId: m.id, role },
                        {
                          onSuccess: () =>
                            toast({
                              title: role === 'admin' ? 'Admin added' : 'Admin removed',
                              description:
                                role === 'admin'
                                  ? `${m.username} now manages the organization, but not its billing.`
                                  : `${m.username} is a member again.`,
                            }),
                          onError: failed('Role not changed'),
                        },
                      )
                    }
                  />
                )}
                {canManage && m.role !== 'owner' && (isOwner || m.role === 'member') && (
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="ghost" aria-label={`Remove ${m.username}`}>
                        <UserMinus aria-hidden="true" />
                        Remove
                      </Button>
                    }
                    title="Remove Member"
                    description={`${m.username} will lose access to this organization's servers and license key.`}
                    confirmLabel="Remove"
                    onConfirm={() =>
                      remove.mutate(m.id, {
                        onSuccess: () =>
                          toast({ title: 'Member removed', description: m.username }),
                        onError: failed('Removal failed'),
                      })
                    }
                  />
                )}
              </span>
            </li>
          ))}
        </ul>
        {canManage && (
          <form
            onSubmit={form.handleSubmit(onInvite)}
            className="flex items-start gap-2"
            noValidate
          >
            <FormField
              id="invite-username"
              label="Invite by username"
              error={error}
              className="flex-1"
            >
              <Input
                {...fieldAria('invite-username', error)}
                maxLength={50}
                autoComplete="off"
                {...form.register('username')}
              />
            </FormField>
            <Button type="submit" className="mt-[1.625rem]" disabled={invite.isPending}>
              <UserPlus aria-hidden="true" />
              Invite
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** The owner's one-click promotion to admin, or demotion back to member. */
function RoleButton({
  member,
  pending,
  onChange,
}: {
  member: Member;
  pending: boolean;
  onChange: (role: 'admin' | 'member') => void;
}) {
  const promote = member.role === 'member';
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={pending}
      aria-label={promote ? `Make admin: ${member.username}` : `Make member: ${member.username}`}
      onClick={() => onChange(promote ? 'admin' : 'member')}
    >
      {promote ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
      {promote ? 'Make admin' : 'Make member'}
    </Button>
  );
}
