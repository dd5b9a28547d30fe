import { PlayCircle } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { useSession } from '@/lib/session';
import { AccountLink } from './account-link';
import { Logo } from './logo';
import { MobileMenu, MobileMenuButton } from './mobile-nav';
import { navItems, tryDemoHref } from './nav-items';

/**
 * Signed in, the account corner is wider (Dashboard, Settings, the name, Logout, all labelled):
 * the phone layout (name and menu) then lasts up to 1024 px instead of 640. `data-signed-in` on
 * the header switches it, set by React here and by the static pages' script
 * (signed-in-header.tsx) there.
 */
const wideNav =
  'hidden sm:flex group-data-signed-in/header:sm:hidden group-data-signed-in/header:lg:flex';
const phoneBar =
  'sm:hidden group-data-signed-in/header:sm:flex group-data-signed-in/header:lg:hidden';

export function SiteHeader() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <header
      data-site-header=""
      data-signed-in={signedIn ? '' : undefined}
      className="group/header sticky top-0 z-40 w-full border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo className="shrink-0" />
        <nav aria-label="Main" className={clsx('items-center gap-1', wideNav)}>
          {navItems.map(({ label, href }) => (
            <NavLink
              key={href}
              to={href}
              end
              className={({ isActive }) =>
                clsx(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )
              }
            >
              {label}
            </NavLink>
          ))}
          <AccountLink layout="bar" className="ml-2" />
          {/* Signed in, from 1024 to 1280 px the account corner needs Try Demo's room (the
              menu of narrower screens still has it). */}
          <Link
            to={tryDemoHref}
            className={buttonVariants({
              size: 'sm',
              className: 'ml-1 group-data-signed-in/header:max-xl:hidden',
            })}
          >
            <PlayCircle aria-hidden="true" />
            Try Demo
          </Link>
        </nav>
        <div className={clsx('flex items-center gap-1', phoneBar)}>
          <AccountLink layout="compact" />
          <MobileMenuButton />
        </div>
      </div>
      <MobileMenu />
    </header>
  );
}
