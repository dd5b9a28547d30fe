import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

function downloadCodes(codes: string[]) {
  const text = `IronKeep backup codes\nEach code works once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ironkeep-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Codes shown once after setup or regeneration; the server keeps only their hashes. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4 rounded-lg border p-4">
      <div>
        <h4 className="font-semibold">Save your backup codes</h4>
        <p className="text-sm text-muted-foreground">
          Each code signs you in once if you lose your authenticator. They will not be shown again.
        </p>
      </div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          variant="outline"
          text={codes.join('\n')}
          copiedMessage="Backup codes copied to clipboard"
        />
        <Button variant="outline" size="sm" onClick={() => downloadCodes(codes)}>
          <Download aria-hidden="true" /> Download
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
