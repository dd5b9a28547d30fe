import { ComingSoon } from '@/components/layouts/coming-soon';

export default function TermsRoute() {
  return <ComingSoon title="Terms of Service" />;
}
