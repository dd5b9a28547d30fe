// The static marketing pages' only script before their first paint, inlined by prerender.mjs in
// each page's <head>. It loads the page's behaviour (src/site-main.ts, whose built name the
// prerender puts on <html data-site-main>) once the page has painted its content: the
// first-contentful-paint entry's callback runs after that frame is presented (the earlier
// first-paint entry can come before any text: a script requested then beat the content's paint
// in CI), so no script request competes with the content
// or counts in the largest paint (an external script, even at fetchpriority=low, finished
// before the paint and Lighthouse's simulation counted its round trip: LCP 1.1-1.2 s instead of
// 0.9). Browsers without paint timing wait one frame instead; a page opened in the background
// (no paint to wait for) loads it at once.
// The Content-Security-Policy allows this exact text by its hash (SITE_BOOT_SCRIPT_HASH): the
// backend's security-headers.ts, deploy/nginx/snippets/security-headers.conf and the local
// service's web-app.ts list it, and the build fails when one of them does not.
import { createHash } from 'node:crypto';

export const SITE_BOOT_SCRIPT =
  '{const m=document.documentElement.dataset.siteMain,s=()=>{if(m)import(m)};' +
  "if(document.visibilityState==='hidden')s();" +
  "else if(PerformanceObserver.supportedEntryTypes?.includes('paint'))" +
  "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(s)}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(()=>setTimeout(s))}';

/** The CSP source that allows SITE_BOOT_SCRIPT, quotes included. */
export const SITE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SITE_BOOT_SCRIPT).digest('base64')}'`;
