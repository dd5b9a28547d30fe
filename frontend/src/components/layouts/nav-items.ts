import { Building2, Home, Lightbulb, type LucideIcon, Newspaper, Tag } from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = { label: string; href: string; icon: LucideIcon };

/**
 * Spec §2: the header shows Home and Enterprise; Try Demo is a separate call to action. Pricing
 * is added so /pricing is one click from every page (issue 26).
 */
export const navItems: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), icon: Home },
  { label: 'Enterprise', href: paths.enterprise.getHref(), icon: Building2 },
  { label: 'Pricing', href: paths.pricing.getHref(), icon: Tag },
];

export const tryDemoHref = paths.demo.landing.getHref();

/**
 * The phone menu lists these too (issue 34): on a phone the footer is far away, and the header
 * bar has no room for them.
 */
export const phoneMenuItems: NavItem[] = [
  ...navItems,
  { label: 'Solutions', href: paths.solutions.getHref(), icon: Lightbulb },
  { label: 'Blog', href: paths.blog.getHref(), icon: Newspaper },
];
