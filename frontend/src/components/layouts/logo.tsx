import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** The product mark; links home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onClick}
      className={clsx('flex items-center gap-2.5 font-semibold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-900/30">
        <ShieldCheck className="size-4.5" aria-hidden="true" />
      </span>
      <span className="text-lg">
        IronKeep <span className="text-primary">AI</span>
      </span>
      <span className="sr-only">{site.title} home</span>
    </Link>
  );
}
