import { Download } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CliInstall } from './cli-install';
import { DockerInstall } from './docker-install';
import { ManualInstall } from './manual-install';

/** Spec §2: installation methods, Docker first and selected. */
export function InstallationTabs({ licenseKey }: { licenseKey: string }) {
  return (
    <section aria-labelledby="installation" className="grid grid-cols-1 gap-4">
      <h2 id="installation" className="flex items-center gap-2 text-2xl font-semibold">
        <Download className="size-6 text-primary" aria-hidden="true" />
        Installation
      </h2>
      <Tabs defaultValue="docker">
        <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="docker">Docker</TabsTrigger>
          <TabsTrigger value="cli">CLI Tool</TabsTrigger>
          <TabsTrigger value="manual">Manual</TabsTrigger>
        </TabsList>
        <TabsContent value="docker">
          <DockerInstall licenseKey={licenseKey} />
        </TabsContent>
        <TabsContent value="cli">
          <CliInstall licenseKey={licenseKey} />
        </TabsContent>
        <TabsContent value="manual">
          <ManualInstall licenseKey={licenseKey} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
