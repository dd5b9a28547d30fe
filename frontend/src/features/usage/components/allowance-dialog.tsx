import { useId, useState, type FormEvent } from 'react';
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
import type { AdminUsageRow } from '../api/get-admin-usage';
import { useSetTokenAllowance, type AllowanceChoice } from '../api/set-token-allowance';
import { formatTokens } from '../lib/format-tokens';

const MAX_TOKENS = 1_000_000_000_000;

/** Parses the field: a whole number of tokens (commas allowed); empty means unlimited. */
export function parseAllowance(text: string): { monthlyTokens: number | null } | string {
  const digits = text.replace(/[,\s_]/g, '');
  if (digits === '') return { monthlyTokens: null };
  if (!/^\d+$/.test(digits) || Number(digits) > MAX_TOKENS) {
    return `Enter a whole number of tokens up to ${formatTokens(MAX_TOKENS)}, or leave it empty for unlimited`;
  }
  return { monthlyTokens: Number(digits) };
}

/** An admin overrides one organization's monthly allowance (audited), or returns it to the plan. */
export function AllowanceDialog({ row }: { row: AdminUsageRow }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const save = useSetTokenAllowance();
  const name = row.organization.name;

  const apply = (choice: AllowanceChoice) =>
    save.mutate(
      { organizationId: row.organization.id, choice },
      {
        onSuccess: (result) => {
          setOpen(false);
          toast({
            title: 'Allowance saved',
            description: `${name}: ${
              result.limitTokens === null
                ? 'unlimited'
                : `${formatTokens(result.limitTokens)} tokens`
            } a month${result.overridden ? '' : ' (the plan’s)'}.`,
          });
        },
        onError: (err) => setError(getServerMessage(err, 'The allowance could not be saved')),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAllowance(text);
    if (typeof parsed === 'string') setError(parsed);
    else apply(parsed);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
        setText(row.allowance.limitTokens === null ? '' : String(row.allowance.limitTokens));
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Set allowance<span className="sr-only"> of {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Token allowance of {name}</DialogTitle>
            <DialogDescription>
              Its plan includes{' '}
              {row.allowance.planTokens === null
                ? 'unlimited tokens'
                : `${formatTokens(row.allowance.planTokens)} tokens a month`}
              . An override applies at once, on every replica within seconds, and is recorded in the
              audit log.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={id}
            label="Tokens a month"
            error={error}
            hint="Leave empty for unlimited. 0 stops every call until the override changes."
          >
            <Input
              {...fieldAria(id, error)}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
          <DialogFooter className="gap-2">
            {row.allowance.overridden && (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() => apply('plan')}
              >
                Use the plan&apos;s
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
