import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LeadListPanel } from './lead-list-panel';

export const LEADS_SECTION_ID = 'leads';

/**
 * /admin's Leads (leads:read: managers and admins): contact messages, enterprise leads and
 * newsletter subscribers, each searchable and exportable as filtered; contacts and leads carry a
 * follow-up status that roles with leads:update change (the contact form promises a reply
 * within 24 hours).
 */
export function LeadsSection({ canUpdate }: { canUpdate: boolean }) {
  return (
    <Card id={LEADS_SECTION_ID} className="min-w-0">
      <CardHeader>
        <CardTitle>Leads</CardTitle>
        <CardDescription>
          What visitors sent through the site, newest first. Contact messages are promised a reply
          within 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        <Tabs defaultValue="contacts" className="grid min-w-0 gap-4">
          <TabsList className="h-auto flex-wrap justify-start">
            <TabsTrigger value="contacts">Contact messages</TabsTrigger>
            <TabsTrigger value="leads">Enterprise leads</TabsTrigger>
            <TabsTrigger value="subscribers">Newsletter subscribers</TabsTrigger>
          </TabsList>
          {(['contacts', 'leads', 'subscribers'] as const).map((kind) => (
            <TabsContent key={kind} value={kind} className="min-w-0">
              <LeadListPanel kind={kind} canUpdate={canUpdate} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
