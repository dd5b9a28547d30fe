import { DownloadPage } from '@/features/local-edition/components/download/download-page';

export default function DownloadRoute() {
  return <DownloadPage />;
}
