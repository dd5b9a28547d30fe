import { Building2, Home, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = { label: string; href: string; icon: LucideIcon };

/** Spec §2: the header shows Home and Enterprise; Try Demo is a separate call to action. */
export const navItems: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), icon: Home },
  { label: 'Enterprise', href: paths.enterprise.getHref(), icon: Building2 },
];

export const tryDemoHref = paths.demo.landing.getHref();
