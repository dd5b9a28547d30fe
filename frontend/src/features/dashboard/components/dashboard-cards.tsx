import { Activity, Bot, ChevronRight, Settings, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ALL_SYSTEMS_OPERATIONAL, SystemStatusLine } from '@/components/status/system-status-line';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

type TileProps = { icon: LucideIcon; title: string; description: string; children?: ReactNode };

function Tile({ icon: Icon, title, description, children }: TileProps) {
  return (
    <Card className="h-full transition-colors group-hover:border-primary/60 group-focus-visible:border-primary">
      <CardHeader className="flex-row items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle className="text-base">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
    </Card>
  );
}

const linkTile = cn('group block rounded-xl outline-none');

function OpenHint({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
      {label}
      <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" />
    </span>
  );
}

/**
 * The three overview cards of the account home (spec §2). `systemStatus` is what is true now
 * (the route passes the organization's server status for a member); without it, an account in
 * no organization has nothing that can fail, and the spec's "All systems operational" holds.
 */
export function DashboardCards({ systemStatus }: { systemStatus?: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Link to={paths.assistants.getHref()} className={linkTile}>
        <Tile icon={Bot} title="AI Assistants" description="Your private AI assistants.">
          <OpenHint label="Open assistants" />
        </Tile>
      </Link>
      <Tile icon={Activity} title="System Status" description="Platform health at a glance.">
        {/* A polite live region: a server failing or recovering while the page is open is read out. */}
        <div role="status" aria-label="System status">
          {systemStatus ?? <SystemStatusLine tone="ok">{ALL_SYSTEMS_OPERATIONAL}</SystemStatusLine>}
        </div>
      </Tile>
      <Link to={paths.settings.getHref()} className={linkTile}>
        <Tile icon={Settings} title="Account Settings" description="Profile, security and 2FA.">
          <OpenHint label="Manage account" />
        </Tile>
      </Link>
    </div>
  );
}
