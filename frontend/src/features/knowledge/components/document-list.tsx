import { FileText, Trash2 } from 'lucide-react';
import { DomainStatusBadge } from '@/components/status/domain-status-badge';
import { KNOWLEDGE_DOCUMENT_STATUS } from '@/components/status/status-maps';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { plural } from '@/lib/plural';
import { useDeleteDocument } from '../api/delete-document';
import type { KnowledgeDocument } from '../api/get-documents';
import { formatSize } from '../lib/format-size';
import { formatDateTime } from '@/lib/format-time';
import { cn } from '@/lib/utils';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

function details(doc: KnowledgeDocument): string {
  const parts = [formatSize(doc.size)];
  if (doc.pages) parts.push(plural(doc.pages, 'page'));
  if (doc.status === 'ready') parts.push(plural(doc.chunks, 'passage'));
  parts.push(`added ${formatDateTime(doc.createdAt)}`);
  return parts.join(' · ');
}

/**
 * `#document-{id}` (a cited source's link from the chat): that row is scrolled to and marked
 * once the list has it.
 */
function useLinkedDocument(documents: KnowledgeDocument[]): string | null {
  const { hash } = useLocation();
  const linked = hash.startsWith('#document-') ? hash.slice('#document-'.length) : null;
  const present = linked !== null && documents.some((doc) => doc.id === linked);
  useEffect(() => {
    if (present)
      document.getElementById(`document-${linked}`)?.scrollIntoView?.({ block: 'center' });
  }, [present, linked]);
  return present ? linked : null;
}

/** The organization's documents with their processing status; owners can delete. */
export function DocumentList({
  documents,
  canManage,
}: {
  documents: KnowledgeDocument[];
  canManage: boolean;
}) {
  const remove = useDeleteDocument();
  const linked = useLinkedDocument(documents);
  if (documents.length === 0) {
    return (
      <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
        No documents yet.{' '}
        {canManage
          ? 'Upload your handbook, policies or guides above.'
          : 'The organization owner adds them.'}
      </p>
    );
  }
  return (
    <ul aria-label="Documents" className="divide-y rounded-md border">
      {documents.map((doc) => (
        <li
          key={doc.id}
          id={`document-${doc.id}`}
          className={cn(
            'flex flex-wrap items-start gap-3 p-4',
            linked === doc.id && 'bg-primary/10 ring-2 ring-inset ring-primary',
          )}
          aria-current={linked === doc.id ? 'true' : undefined}
          data-testid="document-row"
        >
          <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 flex-1 basis-48">
            <p className="truncate font-medium">{doc.name}</p>
            <p className="text-xs text-muted-foreground">{details(doc)}</p>
            {doc.status === 'failed' && doc.error && (
              <p className="mt-2 rounded-md border border-red-500/30 bg-red-500/5 p-2 text-xs text-red-700 dark:text-red-300">
                {doc.error}
              </p>
            )}
          </div>
          <DomainStatusBadge map={KNOWLEDGE_DOCUMENT_STATUS} status={doc.status} />
          {canManage && (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={`Delete ${doc.name}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
              title="Delete Document"
              description={`${doc.name} will be removed, and no answer or search will cite it again.`}
              confirmLabel="Delete"
              onConfirm={() =>
                remove.mutate(doc.id, {
                  onSuccess: () => toast({ title: 'Document deleted', description: doc.name }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Delete failed',
                      description: getServerMessage(error, 'Please try again.'),
                    }),
                })
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
