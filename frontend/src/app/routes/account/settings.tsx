import { ComingSoon } from '@/components/layouts/coming-soon';

export default function SettingsRoute() {
  return <ComingSoon title="Account Settings" />;
}
