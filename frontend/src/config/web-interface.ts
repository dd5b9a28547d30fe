import { paths } from './paths';

/**
 * The same build is served by two kinds of server: the SaaS site (backend, nginx.conf) and the
 * local edition's web interface on a customer's machine (local-service's web/web-app.ts, the
 * compose image's deploy/nginx/local-edition.conf). The local ones answer their two pages with
 * dist/local-app.html, the app's shell plus this tag (scripts/prerender.mjs writes it); the SaaS
 * servers never send that file as a page. So the page knows where it runs from the HTML that
 * brought it, at boot, with no request and whatever the port.
 */
export const LOCAL_WEB_INTERFACE_META_TAG =
  '<meta name="ironkeep-web-interface" content="local" />';

/** The pages the local web interface serves; its servers send every other address to the chat. */
export const LOCAL_WEB_INTERFACE_PAGES: readonly string[] = [
  paths.localChat.path,
  paths.download.path,
];

/**
 * True in a page the local web interface sent. Read from the document each time (tests add and
 * remove the tag); false on the server that prerenders the marketing pages.
 */
export function isLocalWebInterface(): boolean {
  if (typeof document === 'undefined') return false;
  const meta = document.head.querySelector('meta[name="ironkeep-web-interface"]');
  return meta?.getAttribute('content') === 'local';
}

/** A page the local web interface serves ("/local-chat", "/download/"). */
export function isLocalWebInterfacePage(pathname: string): boolean {
  return LOCAL_WEB_INTERFACE_PAGES.includes(pathname.replace(/(.)\/+$/, '$1'));
}
