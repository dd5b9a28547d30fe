import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { HOME_ANCHORS, INDUSTRIES, INDUSTRIES_SECTION, INDUSTRY_STATS } from '../../content/home';
import { MarketingIcon } from '../marketing-icon';
import { SectionHeading } from '../section-heading';
import { StatsRow } from '../stats-row';

export function IndustriesSection() {
  return (
    <section
      id={HOME_ANCHORS.useCases}
      aria-labelledby="use-cases-title"
      className="scroll-mt-20 border-y bg-muted/30"
    >
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading
          id="use-cases-title"
          title={INDUSTRIES_SECTION.title}
          subtitle={INDUSTRIES_SECTION.subtitle}
        />
        <StatsRow stats={INDUSTRY_STATS} className="mt-12" />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {INDUSTRIES.map((industry) => (
            <Card key={industry.id} className="h-full">
              <CardHeader className="flex-row items-center gap-4">
                <MarketingIcon name={industry.icon} />
                <CardTitle className="text-lg">{industry.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm leading-relaxed text-muted-foreground">
                  {industry.description}
                </p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${industry.title} features`}>
                  {industry.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="outline">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
