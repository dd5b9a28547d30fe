import { ShieldCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { User } from '@/lib/current-user';
import { useMyPermissions } from '../api/get-my-permissions';
import { AdminActionsCard } from './admin-actions-card';
import { CustomerToolsCard } from './customer-tools-card';
import { InvoiceManagement } from './invoice-management';
import { MyPermissionsCard } from './my-permissions-card';
import { RoleInfoCard } from './role-info-card';
import { RolePermissionsCard } from './role-permissions-card';
import { UserManagement } from './user-management';
import { BackLink } from '@/components/layouts/back-link';

type AdminPanelProps = {
  user: User;
  /** The audit feature's "Audit log" section (the route composes it), for audit:read. */
  auditLog?: ReactNode;
  /** The Customers section, for organizations:read; told whether audit links may show. */
  customers?: (options: { canReadAudit: boolean }) => ReactNode;
  /** The Leads section, for leads:read; told whether the status may change (leads:update). */
  leads?: (options: { canUpdate: boolean }) => ReactNode;
  /** The usage feature's organizations' token usage (the route composes it), for usage:read. */
  usage?: (canManage: boolean) => ReactNode;
};

/**
 * /admin for admins and managers (spec §2); Admin Actions and Manage Users for admins only;
 * Invoices for any role granted billing:manage (admins, by the migration); the Audit log for
 * any role granted audit:read (admins).
 */
export function AdminPanel({ user, auditLog, customers, leads, usage }: AdminPanelProps) {
  const isAdmin = user.role === 'admin';
  const permissions = useMyPermissions().data?.permissions ?? [];
  const canManageBilling = permissions.some(
    (p) => p.resource === 'billing' && p.action === 'manage',
  );
  const has = (resource: string, action: string) =>
    permissions.some((p) => p.resource === resource && p.action === action);
  const canReadAudit = has('audit', 'read');
  const canReadCustomers = Boolean(customers) && has('organizations', 'read');
  const canReadLeads = Boolean(leads) && has('leads', 'read');
  const [managingUsers, setManagingUsers] = useState(false);
  const [managingInvoices, setManagingInvoices] = useState(false);
  const [openSection, toggleSection] = useSectionToggle();

  useEffect(() => {
    if (managingUsers) document.getElementById('manage-users')?.scrollIntoView({ block: 'start' });
  }, [managingUsers]);
  useEffect(() => {
    if (managingInvoices) {
      document.getElementById('manage-invoices')?.scrollIntoView({ block: 'start' });
    }
  }, [managingInvoices]);

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
            Admin Panel
          </h1>
          <p className="mt-2 text-muted-foreground">Role-Based Access Control Management</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Badge variant={isAdmin ? 'default' : 'secondary'} className="capitalize">
            {user.role}
          </Badge>
          <span className="text-sm text-muted-foreground">Logged in as {user.username}</span>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <RoleInfoCard />
        <RolePermissionsCard />
        <MyPermissionsCard />
      </div>
      {(isAdmin || canManageBilling) && (
        <AdminActionsCard
          userTools={isAdmin}
          managingUsers={managingUsers}
          onManageUsers={() => setManagingUsers((open) => !open)}
          managingInvoices={canManageBilling ? managingInvoices : undefined}
          onManageInvoices={() => setManagingInvoices((open) => !open)}
        />
      )}
      {(canReadCustomers || canReadLeads) && (
        <CustomerToolsCard
          customers={
            canReadCustomers
              ? { open: openSection.customers, onToggle: () => toggleSection('customers') }
              : undefined
          }
          leads={
            canReadLeads
              ? { open: openSection.leads, onToggle: () => toggleSection('leads') }
              : undefined
          }
        />
      )}
      {isAdmin && managingUsers && <UserManagement currentUserId={user.id} canEdit />}
      {canManageBilling && managingInvoices && <InvoiceManagement />}
      {canReadCustomers && openSection.customers && customers?.({ canReadAudit })}
      {canReadLeads && openSection.leads && leads?.({ canUpdate: has('leads', 'update') })}
      {canReadAudit && auditLog}
      {has('usage', 'read') && usage?.(has('usage', 'manage'))}
      <div>
        <BackLink />
      </div>
    </div>
  );
}

type Section = 'customers' | 'leads';

/** Which of Customers and Leads are open; opening one scrolls it into view. */
function useSectionToggle(): [Record<Section, boolean>, (section: Section) => void] {
  const [open, setOpen] = useState<Record<Section, boolean>>({ customers: false, leads: false });
  const [opened, setOpened] = useState<Section | null>(null);
  useEffect(() => {
    if (opened) document.getElementById(opened)?.scrollIntoView({ block: 'start' });
  }, [opened]);
  const toggle = (section: Section) => {
    const next = !open[section];
    setOpen({ ...open, [section]: next });
    setOpened(next ? section : null);
  };
  return [open, toggle];
}
