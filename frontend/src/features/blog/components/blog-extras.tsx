import { Headphones, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const PODCAST_LINKS = [
  { label: 'Apple Podcasts', href: 'https://podcasts.apple.com/us/podcast/ironkeep-private-ai' },
  { label: 'Spotify', href: 'https://open.spotify.com/show/ironkeep-private-ai' },
];

export function PodcastCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Headphones className="size-5" aria-hidden="true" />
        </span>
        <div>
          <CardTitle className="text-lg">The Private AI Podcast</CardTitle>
          <CardDescription className="mt-1">
            Conversations with CISOs, compliance officers and infrastructure engineers about running
            AI inside regulated organizations.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {PODCAST_LINKS.map((link) => (
          <Button key={link.label} asChild variant="outline" size="sm">
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              Listen on {link.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

export function BlogNewsletterCard({ form }: { form: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <div>
          <CardTitle className="text-lg">Get new guides by email</CardTitle>
          <CardDescription className="mt-1">
            One email a month with new compliance guides and deployment notes. No spam.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>{form}</CardContent>
    </Card>
  );
}
