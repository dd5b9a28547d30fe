import { ComingSoon } from '@/components/layouts/coming-soon';

export default function PrivacyRoute() {
  return <ComingSoon title="Privacy Policy" />;
}
