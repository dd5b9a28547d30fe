import { zodResolver } from '@hookform/resolvers/zod';
import { Gauge } from 'lucide-react';
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
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import {
  fromForm,
  LIMIT_FIELDS,
  type LimitSet,
  limitsFormSchema,
  type LimitsFormInput,
  toForm,
  useLimits,
  useSaveLimits,
} from '../api/limits';

type LimitsDialogProps = {
  /** The limits' address: teamLimitsPath(id) or memberLimitsPath(id). */
  path: string;
  /** Whose limits, in the title and the button's name: "Radiology", "grace". */
  subject: string;
};

/** "Limits" for a team or a member: the four limits, each empty for none (owners and admins). */
export function LimitsDialog({ path, subject }: LimitsDialogProps) {
  const [open, setOpen] = useState(false);
  const limits = useLimits(path, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Limits of ${subject}`}>
          <Gauge aria-hidden="true" />
          Limits
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Limits of {subject}</DialogTitle>
          <DialogDescription>
            Calls through the API and the assistants stop at the strictest limit that applies. Leave
            a field empty for no limit.
          </DialogDescription>
        </DialogHeader>
        {limits.isPending ? (
          <Spinner label="Loading limits..." />
        ) : limits.isError ? (
          <p className="text-sm text-destructive">The limits could not be loaded.</p>
        ) : (
          <LimitsForm path={path} current={limits.data} onSaved={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LimitsForm({
  path,
  current,
  onSaved,
}: {
  path: string;
  current: LimitSet;
  onSaved: () => void;
}) {
  const save = useSaveLimits(path);
  const form = useForm<LimitsFormInput>({
    resolver: zodResolver(limitsFormSchema),
    defaultValues: toForm(current),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutate(fromForm(input), {
      onSuccess: () => {
        toast({ title: 'Limits saved' });
        onSaved();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Limits not saved',
          description: getServerMessage(error, 'Please try again.'),
        }),
    }),
  );
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMIT_FIELDS.map(({ name, label, hint }) => {
          const id = `limit-${name}`;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={id} label={label} hint={hint} error={error}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="No limit"
                {...fieldAria(id, error)}
                {...form.register(name)}
              />
            </FormField>
          );
        })}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          Save limits
        </Button>
      </DialogFooter>
    </form>
  );
}
