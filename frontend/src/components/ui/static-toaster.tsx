import { createRoot } from 'react-dom/client';
import { LazyToaster } from './lazy-toaster';

let mounted = false;

/**
 * The one toast area of a static marketing page (which has no React root of its own), mounted
 * with the page's first island or its first carried toast.
 */
export function mountStaticToaster() {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<LazyToaster />);
}
