import { LayoutDashboard, Loader2, LogOut, Settings, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { useSignOut } from '@/components/auth/use-sign-out';
import { AccountMenu } from './account-menu';
import { accountMenuItems } from './account-menu-items';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import type { components } from '@/lib/api-types';

/** The current page's look, as the main nav's (site-header.tsx); NavLink adds aria-current. */
const current = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'bg-accent text-accent-foreground' : undefined;

/** `bar`: the desktop header; `sheet`: the mobile menu; `compact`: the mobile header bar. */
export type AccountLayout = 'bar' | 'sheet' | 'compact';

type SignedInAccountProps = {
  user: components['schemas']['UserDto'];
  layout: AccountLayout;
  className?: string;
};

/**
 * Dashboard / Settings / the account menu / Logout on wide screens (spec §2's dashboard header); on the phone's menu sheet the name, the
 * account pages as a list of links and Logout (loaded only once a signed-in user is known).
 */
export function SignedInAccount({ user, layout, className }: SignedInAccountProps) {
  const { signOut, isPending } = useSignOut();
  const name = (
    <>
      <UserRound className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">Signed in as </span>
      <span className="truncate">{user.username}</span>
    </>
  );
  if (layout === 'compact') {
    // The phone header bar: the name, linking to the dashboard (Logout is in the menu).
    return (
      <NavLink
        to={paths.dashboard.getHref()}
        end
        className={(state) =>
          buttonVariants({
            variant: 'ghost',
            size: 'sm',
            className: clsx('max-w-36', current(state), className),
          })
        }
      >
        {name}
      </NavLink>
    );
  }
  const sheet = layout === 'sheet';
  return (
    <div className={clsx('flex items-center gap-1', sheet && 'flex-col items-stretch', className)}>
      {sheet ? (
        <>
          <span className="flex min-w-0 items-center justify-center gap-1.5 px-2 py-1.5 text-xs font-medium">
            {name}
          </span>
          <ul aria-label="Account" className="grid gap-1">
            {accountMenuItems(user.role).map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  end
                  className={(state) =>
                    clsx(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent',
                      current(state) ?? 'text-foreground/80',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {/* The bar shows from 1024 px on (site-header.tsx), wide enough for every label:
              no icon-only buttons (issue 34). */}
          <NavLink
            to={paths.dashboard.getHref()}
            end
            className={(state) =>
              buttonVariants({ variant: 'ghost', size: 'sm', className: current(state) })
            }
          >
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </NavLink>
          <NavLink
            to={paths.settings.getHref()}
            end
            className={(state) =>
              buttonVariants({ variant: 'ghost', size: 'sm', className: current(state) })
            }
          >
            <Settings aria-hidden="true" />
            Settings
          </NavLink>
          <AccountMenu
            username={user.username}
            role={user.role}
            linkedBeside={[paths.dashboard.getHref(), paths.settings.getHref()]}
          />
        </>
      )}
      <button
        type="button"
        onClick={signOut}
        disabled={isPending}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: sheet && 'w-full' })}
      >
        {isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        {isPending ? 'Logging out...' : 'Logout'}
      </button>
    </div>
  );
}
