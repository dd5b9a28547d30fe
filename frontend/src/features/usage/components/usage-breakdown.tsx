import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UsageTable } from './usage-table';

/**
 * The same 30 days by model, member, API token and (for everyone's calls) team: a tab each, each
 * loading when shown.
 */
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
          <TabsList
            className={`grid h-auto w-full sm:inline-flex sm:w-auto ${ownOnly ? 'grid-cols-3' : 'grid-cols-2'}`}
          >
            <TabsTrigger value="model">By model</TabsTrigger>
            <TabsTrigger value="member">By member</TabsTrigger>
            <TabsTrigger value="token">By API token</TabsTrigger>
            {!ownOnly && <TabsTrigger value="team">By team</TabsTrigger>}
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
          {!ownOnly && (
            <TabsContent value="team">
              <UsageTable groupBy="team" />
              <p className="mt-3 text-xs text-muted-foreground">
                A team’s usage is its current members’ calls; a member of several teams counts in
                each.
              </p>
            </TabsContent>
          )}
        </Tabs>
      </CardContent>
    </Card>
  );
}
