import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { LEAD_STATUS_LABELS, useUpdateLeadStatus, type LeadStatus } from '../api/lead-lists';

type LeadStatusSelectProps = {
  kind: 'contacts' | 'leads';
  id: string;
  status: LeadStatus;
  /** Who the row is, for the control's accessible name ("Status of Dana Whitfield"). */
  who: string;
  /** Without leads:update the status is shown, not changed. */
  canUpdate: boolean;
};

/** A row's follow-up status: new, contacted or closed. */
export function LeadStatusSelect({ kind, id, status, who, canUpdate }: LeadStatusSelectProps) {
  const update = useUpdateLeadStatus(kind);
  if (!canUpdate) return <span>{LEAD_STATUS_LABELS[status]}</span>;
  return (
    <NativeSelect
      aria-label={`Status of ${who}`}
      className="h-9 w-auto min-w-32"
      value={status}
      disabled={update.isPending}
      onChange={(e) =>
        update.mutate(
          { id, status: e.target.value as LeadStatus },
          {
            onSuccess: () =>
              toast({
                title: 'Status updated',
                description: `${who} is now ${LEAD_STATUS_LABELS[e.target.value as LeadStatus].toLowerCase()}.`,
              }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Failed to update the status',
                description: getServerMessage(error, 'Please try again.'),
              }),
          },
        )
      }
    >
      {(Object.keys(LEAD_STATUS_LABELS) as LeadStatus[]).map((value) => (
        <option key={value} value={value}>
          {LEAD_STATUS_LABELS[value]}
        </option>
      ))}
    </NativeSelect>
  );
}
