import { PlayCircle } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { AccountLink } from './account-link';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { navItems, tryDemoHref } from './nav-items';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 w-full border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
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
          <AccountLink className="ml-2" />
          <Link to={tryDemoHref} className={buttonVariants({ size: 'sm', className: 'ml-1' })}>
            <PlayCircle aria-hidden="true" />
            Try Demo
          </Link>
        </nav>
        <MobileNav />
      </div>
    </header>
  );
}
