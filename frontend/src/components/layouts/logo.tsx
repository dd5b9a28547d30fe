import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** The product mark; links home (the local web interface's header: to its chat, `to`). */
export function Logo({
  className,
  onClick,
  to = paths.home.getHref(),
  label,
}: {
  className?: string;
  onClick?: () => void;
  to?: string;
  /** What the link opens, for screen readers (default: the site's home). */
  label?: string;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={clsx('flex items-center gap-2.5 font-semibold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-900/30">
        <ShieldCheck className="size-4.5" aria-hidden="true" />
      </span>
      <span className="text-lg">
        IronKeep <span className="text-primary">AI</span>
      </span>
      <span className="sr-only">{label ?? <>{site.title} home</>}</span>
    </Link>
  );
}
