import { CheckCircle2, PlayCircle, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFocusWhenChanged } from '@/hooks/use-focus-when-changed';
import { DISCOVERY_FORM } from '../content/enterprise-form';
import { EnterpriseLeadForm } from './enterprise-lead-form';

/** The enterprise page's request card: the form, then the Thank You screen (spec §4). */
export function DiscoveryRequest() {
  const [submitted, setSubmitted] = useState(false);
  const { success } = DISCOVERY_FORM;
  // The focused button goes with the card it was in: the focus moves to the new card's title.
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenChanged(submitted, title);

  if (submitted) {
    return (
      <Card className="text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="size-12 text-emerald-500" aria-hidden="true" />
          <CardTitle ref={title} tabIndex={-1} className="mt-4 text-2xl">
            {success.title}
          </CardTitle>
          <CardDescription className="max-w-xl text-base">{success.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => setSubmitted(false)}>
            <RotateCcw aria-hidden="true" />
            {success.submitAnother}
          </Button>
          <Button asChild>
            <Link to={success.exploreDemo.href}>
              <PlayCircle aria-hidden="true" />
              {success.exploreDemo.label}
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={title} tabIndex={-1} className="text-2xl">
          {DISCOVERY_FORM.title}
        </CardTitle>
        <CardDescription>{DISCOVERY_FORM.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <EnterpriseLeadForm onSubmitted={() => setSubmitted(true)} />
      </CardContent>
    </Card>
  );
}
