import { ComingSoon } from '@/components/layouts/coming-soon';

export default function DownloadRoute() {
  return <ComingSoon title="Download the Local Edition" />;
}
