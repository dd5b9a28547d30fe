import { EmailAddress } from '@/components/ui/email-address';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import {
  BUDGET_OPTIONS,
  DEPLOYMENT_TYPE_OPTIONS,
  EMPLOYEE_COUNT_OPTIONS,
  optionLabel,
  TIMELINE_OPTIONS,
  USE_CASE_OPTIONS,
} from '@/config/enterprise-lead-options';
import { formatDateTime } from '@/lib/format-time';
import type { ContactMessage, EnterpriseLead, Subscriber } from '../api/lead-lists';
import { LeadStatusSelect } from './lead-status-select';

const Head = ({ labels }: { labels: string[] }) => (
  <TableHeader>
    <TableRow>
      {labels.map((label) => (
        <TableHead key={label}>{label}</TableHead>
      ))}
    </TableRow>
  </TableHeader>
);

/** Contact form messages: who, how to reach them, what they wrote, and where it stands. */
export function ContactsTable({ rows, canUpdate }: { rows: ContactMessage[]; canUpdate: boolean }) {
  return (
    <Table stacked>
      <Head labels={['Name', 'Email', 'Company', 'Message', 'Received', 'Status']} />
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell className="font-medium max-sm:text-base">{c.name}</TableCell>
            <TableCell label="Email">
              <EmailAddress email={c.email} />
            </TableCell>
            <TableCell label="Company">{c.company ?? '—'}</TableCell>
            <TableCell label="Message" className="sm:max-w-md sm:whitespace-normal">
              <span className="wrap-break-word max-sm:text-left">{c.message}</span>
            </TableCell>
            <TableCell label="Received">{formatDateTime(c.createdAt)}</TableCell>
            <TableCell label="Status">
              <LeadStatusSelect
                kind="contacts"
                id={c.id}
                status={c.status}
                who={c.name}
                canUpdate={canUpdate}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "Legal · On-Premise · 1-50 employees · …": the request in the words the form showed. */
export function requestSummary(lead: EnterpriseLead): string {
  return [
    optionLabel(USE_CASE_OPTIONS, lead.useCase),
    optionLabel(DEPLOYMENT_TYPE_OPTIONS, lead.deploymentType),
    optionLabel(EMPLOYEE_COUNT_OPTIONS, lead.employeeCount),
    optionLabel(TIMELINE_OPTIONS, lead.timeline),
    optionLabel(BUDGET_OPTIONS, lead.budget),
  ].join(' · ');
}

/** "Discovery & Scoping" requests from the enterprise page. */
export function EnterpriseLeadsTable({
  rows,
  canUpdate,
}: {
  rows: EnterpriseLead[];
  canUpdate: boolean;
}) {
  return (
    <Table stacked>
      <Head labels={['Name', 'Email', 'Company', 'Request', 'Received', 'Status']} />
      <TableBody>
        {rows.map((l) => {
          const name = `${l.firstName} ${l.lastName}`;
          return (
            <TableRow key={l.id}>
              <TableCell className="font-medium max-sm:text-base">{name}</TableCell>
              <TableCell label="Email">
                <EmailAddress email={l.email} />
              </TableCell>
              <TableCell label="Company">
                {l.company} · {l.jobTitle}
              </TableCell>
              <TableCell label="Request" className="sm:whitespace-normal">
                {requestSummary(l)}
              </TableCell>
              <TableCell label="Received">{formatDateTime(l.createdAt)}</TableCell>
              <TableCell label="Status">
                <LeadStatusSelect
                  kind="leads"
                  id={l.id}
                  status={l.status}
                  who={name}
                  canUpdate={canUpdate}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function SubscribersTable({ rows }: { rows: Subscriber[] }) {
  return (
    <Table stacked>
      <Head labels={['Email', 'Subscribed']} />
      <TableBody>
        {rows.map((s) => (
          <TableRow key={s.id}>
            <TableCell className="font-medium">
              <EmailAddress email={s.email} />
            </TableCell>
            <TableCell label="Subscribed">{formatDateTime(s.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
