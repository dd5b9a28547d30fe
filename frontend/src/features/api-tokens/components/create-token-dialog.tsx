import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { type CreatedApiToken, toCreateRequest, useCreateApiToken } from '../api/create-api-token';
import { CreatedToken } from './created-token';
import { CreateTokenForm } from './create-token-form';

/** "Create token": the form, then the secret shown once; closing forgets the secret. */
export function CreateTokenDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const create = useCreateApiToken();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" /> Create token
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{created ? 'Token created' : 'Create API token'}</DialogTitle>
          <DialogDescription>
            {created
              ? 'Send it as Authorization: Bearer <token>. It acts with your role.'
              : 'A token lets a script call the API as you, within the scopes you choose.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <CreatedToken created={created} />
        ) : (
          <CreateTokenForm
            pending={create.isPending}
            onSubmit={(input) =>
              create.mutate(toCreateRequest(input), {
                onSuccess: setCreated,
                onError: (error) =>
                  toast({
                    title: 'Token Not Created',
                    description: getServerMessage(error, 'Failed to create the token'),
                    variant: 'destructive',
                  }),
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
