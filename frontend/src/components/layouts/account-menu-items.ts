import {
  Activity,
  Bot,
  Brain,
  Building2,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { components } from '@/lib/api-types';

export type Role = components['schemas']['UserDto']['role'];
export type AccountMenuItem = { label: string; href: string; icon: LucideIcon };

/**
 * The signed-in user's pages, in the account menu (desktop) and the menu sheet (phone). Admin
 * shows for the roles that /admin admits (admin, manager); Monitoring only for admins.
 */
export function accountMenuItems(role: Role): AccountMenuItem[] {
  const items: AccountMenuItem[] = [
    { label: 'Dashboard', href: paths.dashboard.getHref(), icon: LayoutDashboard },
    { label: 'Assistants', href: paths.assistants.getHref(), icon: Bot },
    { label: 'Organization', href: paths.customerDashboard.getHref(), icon: Building2 },
    { label: 'Billing', href: paths.billing.getHref(), icon: CreditCard },
    { label: 'Memory', href: paths.memory.getHref(), icon: Brain },
    { label: 'Settings', href: paths.settings.getHref(), icon: Settings },
  ];
  if (role === 'admin' || role === 'manager') {
    items.push({ label: 'Admin', href: paths.admin.getHref(), icon: ShieldCheck });
  }
  if (role === 'admin') {
    items.push({ label: 'Monitoring', href: paths.monitoring.getHref(), icon: Activity });
  }
  return items;
}
