import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UsageTable } from './usage-table';

/** The same 30 days by model, by member and by API token (a tab each; each loads when shown). */
export function UsageBreakdown({ ownOnly }: { ownOnly: boolean }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Breakdown</CardTitle>
        <CardDescription>
          {ownOnly
            ? 'Your own calls in the last 30 days. The organization owner sees everyone’s.'
            : 'Every call in the last 30 days, most tokens first.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="model">
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
            <TabsTrigger value="model">By model</TabsTrigger>
            <TabsTrigger value="member">By member</TabsTrigger>
            <TabsTrigger value="token">By API token</TabsTrigger>
          </TabsList>
          <TabsContent value="model">
            <UsageTable groupBy="model" />
          </TabsContent>
          <TabsContent value="member">
            <UsageTable groupBy="member" />
          </TabsContent>
          <TabsContent value="token">
            <UsageTable groupBy="token" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
