import { LegalPage } from '@/features/marketing/components/legal-page';
import { TERMS_OF_SERVICE } from '@/features/marketing/content/legal';

export default function TermsRoute() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
