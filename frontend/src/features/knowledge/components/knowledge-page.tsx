import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-error';
import type { User } from '@/lib/current-user';
import { useDocuments } from '../api/get-documents';
import { AskDocuments } from './ask-documents';
import { DocumentList } from './document-list';
import { UploadZone } from './upload-zone';
import { BackLink } from '@/components/layouts/back-link';
import { managesOrganization } from '@/lib/organization-role';

function NoOrganization() {
  return (
    <div className="grid justify-items-start gap-3 rounded-md border p-6">
      <p>
        Knowledge belongs to an organization: its owner uploads documents, every member asks them.
      </p>
      <Button asChild>
        <Link to={paths.pricing.getHref()}>View Plans</Link>
      </Button>
    </div>
  );
}

/** /knowledge: the organization's own documents, their processing, and search over them. */
export function KnowledgePage({ user }: { user: User }) {
  const hasOrganization = Boolean(user.organizationId);
  const documents = useDocuments({ enabled: hasOrganization });
  const canManage = managesOrganization(user.organizationRole);

  let body;
  if (!hasOrganization || hasErrorCode(documents.error, 'NO_ORGANIZATION')) {
    body = <NoOrganization />;
  } else if (documents.isPending) {
    body = <Spinner label="Loading documents..." />;
  } else if (documents.isError) {
    body = <p className="text-sm text-destructive">Failed to load documents.</p>;
  } else {
    body = (
      <>
        <section aria-labelledby="documents-title" className="grid gap-4">
          <h2 id="documents-title" className="text-xl font-semibold">
            Documents
          </h2>
          {canManage ? (
            <UploadZone />
          ) : (
            <p className="text-sm text-muted-foreground">
              The organization owner and admins add and remove documents.
            </p>
          )}
          <DocumentList documents={documents.data.documents} canManage={canManage} />
        </section>
        <AskDocuments />
      </>
    );
  }

  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Knowledge</h1>
          <p className="mt-1 text-muted-foreground">
            Your organization&apos;s own documents, searched and cited by its assistants.
          </p>
        </div>
        <BackLink />
      </header>
      {body}
    </div>
  );
}
