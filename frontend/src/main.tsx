import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { toast } from './components/ui/use-toast';
import { takeCarriedToast } from './lib/carried-toast';
import './index.css';

// The app: every route rendered in the browser, from dist/app.html. The marketing pages are
// static HTML with their own small script instead (src/site-main.ts); a client-side navigation to
// one of them renders it here. <html data-hydrated> is set once the page is interactive
// (app/root-layout.tsx).
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// A toast the previous page left for this one (lib/carried-toast.ts), shown by the app's toaster.
const carried = takeCarriedToast();
if (carried) toast(carried);
