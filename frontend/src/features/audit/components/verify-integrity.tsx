import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getServerMessage } from '@/lib/api-error';
import { plural } from '@/lib/plural';
import { useVerifyAudit, type AuditVerifyResult } from '../api/verify-audit';

const REASONS: Record<NonNullable<AuditVerifyResult['reason']>, string> = {
  content: 'its content no longer matches its hash (edited)',
  link: 'it no longer links to the entry before it (an earlier entry was edited or removed)',
  missing: 'an entry before it is missing (deleted)',
};

/** "Verify integrity": walks the hash chain on the server and says what it found. */
export function VerifyIntegrity() {
  const verify = useVerifyAudit();
  return (
    <div className="grid gap-2">
      <div>
        <Button variant="outline" onClick={() => verify.mutate()} disabled={verify.isPending}>
          <ShieldCheck aria-hidden="true" />
          {verify.isPending ? 'Verifying...' : 'Verify integrity'}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {verify.data && describe(verify.data)}
        {verify.isError && (
          <span className="text-destructive">
            {getServerMessage(verify.error, 'Verification failed. Please try again.')}
          </span>
        )}
      </p>
    </div>
  );
}

function describe(result: AuditVerifyResult) {
  if (result.ok) {
    return (
      <span className="text-green-700 dark:text-green-400">
        Integrity verified: {plural(result.checked, 'entry', 'entries')}, none edited or removed.
      </span>
    );
  }
  return (
    <span className="font-medium text-destructive">
      Integrity check failed at entry #{result.firstBrokenId}:{' '}
      {result.reason ? REASONS[result.reason] : 'the chain is broken'}.
    </span>
  );
}
