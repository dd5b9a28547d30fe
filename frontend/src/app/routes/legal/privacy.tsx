import { LegalPage } from '@/features/marketing/components/legal-page';
import { PRIVACY_POLICY } from '@/features/marketing/content/legal';

export default function PrivacyRoute() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
