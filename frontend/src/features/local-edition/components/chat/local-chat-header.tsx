import { FileDown, Settings, Shield, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';
import type { LicenseBadge } from './license-badge';

type LocalChatHeaderProps = {
  badge: LicenseBadge;
  canExport: boolean;
  onExport: () => void;
  onClear: () => void;
  isClearing: boolean;
  onOpenSettings: () => void;
};

/** Spec §2: product name, licence tier badge, Export, Clear and Settings. */
export function LocalChatHeader({
  badge,
  canExport,
  onExport,
  onClear,
  isClearing,
  onOpenSettings,
}: LocalChatHeaderProps) {
  return (
    <header className="flex flex-col gap-4 border-b pb-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <Shield className="size-7 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">
          {site.title} <span className="font-medium text-muted-foreground">Local Edition</span>
        </h1>
        <Badge variant={badge.confirmed ? 'default' : 'outline'} data-testid="tier-badge">
          {badge.text}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onExport} disabled={!canExport}>
          <FileDown aria-hidden="true" />
          Export
        </Button>
        <Button variant="outline" size="sm" onClick={onClear} disabled={isClearing}>
          <Trash2 aria-hidden="true" />
          Clear
        </Button>
        <Button variant="outline" size="sm" type="button" onClick={onOpenSettings}>
          <Settings aria-hidden="true" />
          Settings
        </Button>
      </div>
    </header>
  );
}
