import { clsx } from 'clsx';
import { KeyRound, MessageSquare, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';

type LocalNavItem = { label: string; href: string; icon: LucideIcon };

/**
 * The local web interface serves only these two pages (config/web-interface.ts): the chat, and
 * /download, where a licence key is entered and the installation is described.
 */
export const localNavItems: LocalNavItem[] = [
  { label: 'Chat', href: paths.localChat.getHref(), icon: MessageSquare },
  { label: 'License & setup', href: paths.download.getHref(), icon: KeyRound },
];

/**
 * The header of the local edition's web interface: the brand (to the chat) and the local pages.
 * No Sign in, Pricing or account corner: there is no SaaS backend on a customer's machine, and
 * no session is asked for.
 */
export function LocalHeader() {
  return (
    <header
      data-local-header=""
      className="sticky top-0 z-40 w-full border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Logo className="shrink-0" to={paths.localChat.getHref()} label="Local Edition, chat" />
          <span className="hidden rounded-md border px-2 py-0.5 text-xs font-medium text-muted-foreground sm:inline">
            Local Edition
          </span>
        </div>
        <nav aria-label="Main" className="flex items-center gap-1">
          {localNavItems.map(({ label, href, icon: Icon }) => (
            <NavLink
              key={href}
              to={href}
              end
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:text-foreground sm:px-3',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )
              }
            >
              <Icon className="hidden size-4 sm:block" aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
