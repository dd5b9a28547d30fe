import type { ComponentType } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { SiteLayout } from '@/components/layouts/site-layout';
import { pageOwnsContactSection, type RouteHandle } from '@/components/layouts/route-handle';
import { paths } from '@/config/paths';
import { isLocalWebInterface, isLocalWebInterfacePage } from '@/config/web-interface';
import { lazyComponent, type LazyComponent } from '@/lib/lazy';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

/**
 * Every screen is its own chunk, so the home page ships only what it needs. A marketing page
 * (prerendered, no server state outside its lazily loaded forms) loads just its own code...
 */
const sitePage = (load: () => Promise<PageModule>) =>
  lazyComponent(async () => (await load()).default, { trackAsNavigation: true });

/** ...and any other screen loads the query library's provider with it. */
const page = (load: () => Promise<PageModule>) =>
  lazyComponent(
    async () => {
      const [screen, { withQueryProvider }] = await Promise.all([
        load(),
        import('@/lib/query-provider'),
      ]);
      return withQueryProvider(screen.default);
    },
    { trackAsNavigation: true },
  );

/** The route's screen is kept in `handle.page`, so it can be loaded before the first render. */
export type AppRouteHandle = RouteHandle & { page: LazyComponent };

function route(path: string, Page: LazyComponent, handle: RouteHandle = {}): RouteObject {
  return { path, element: <Page />, handle: { ...handle, page: Page } satisfies AppRouteHandle };
}

/** Screens inside the public site frame (header and footer). */
const sitePages: RouteObject[] = [
  route(
    paths.home.path,
    sitePage(() => import('./routes/home')),
    { ownsContactSection: true },
  ),
  route(
    paths.auth.path,
    page(() => import('./routes/auth')),
  ),
  route(
    paths.forgotPassword.path,
    page(() => import('./routes/forgot-password')),
  ),
  route(
    paths.enterprise.path,
    sitePage(() => import('./routes/enterprise')),
  ),
  route(
    paths.solutions.path,
    sitePage(() => import('./routes/solutions')),
    {
      ownsContactSection: true,
    },
  ),
  route(
    paths.blog.path,
    sitePage(() => import('./routes/blog/list')),
  ),
  route(
    paths.blogPost.path,
    sitePage(() => import('./routes/blog/post')),
  ),
  route(
    paths.privacy.path,
    sitePage(() => import('./routes/legal/privacy')),
  ),
  route(
    paths.terms.path,
    sitePage(() => import('./routes/legal/terms')),
  ),
  route(
    paths.download.path,
    page(() => import('./routes/download')),
  ),
  route(
    paths.localChat.path,
    page(() => import('./routes/local-chat')),
  ),
  route(
    paths.subscribe.path,
    page(() => import('./routes/subscribe')),
  ),
  route(
    paths.pricing.path,
    page(() => import('./routes/subscribe')),
  ),
  route(
    paths.demo.landing.path,
    page(() => import('./routes/demo/landing')),
  ),
  route(
    paths.demo.unified.path,
    page(() => import('./routes/demo/unified')),
  ),
  route(
    paths.demo.enhanced.path,
    page(() => import('./routes/demo/unified')),
  ),
  route(
    paths.demo.compliance.path,
    page(() => import('./routes/demo/compliance')),
  ),
  route(
    paths.demo.docs.path,
    page(() => import('./routes/demo/docs')),
  ),
  route(
    paths.demo.developer.path,
    page(() => import('./routes/demo/developer')),
  ),
  route(
    '*',
    sitePage(() => import('./routes/not-found')),
  ),
];

/**
 * Every signed-in page, inside the one signed-in shell (`frame: 'account'` below): the site's
 * header, whose account corner shows Dashboard, Settings, the account menu and Logout and whose
 * phone menu lists the account pages, and the site's footer. Adding a signed-in page (such as
 * /assistants) is one entry in this list:
 *   route(paths.assistants.path, page(() => import('./routes/account/assistants'))),
 * plus its path in config/paths.ts (and its line in account-menu-items.ts if the menu lists it).
 * The page never draws a header or footer of its own.
 */
const accountPages: RouteObject[] = [
  route(
    paths.dashboard.path,
    page(() => import('./routes/dashboard')),
  ),
  route(
    paths.customerDashboard.path,
    page(() => import('./routes/account/customer-dashboard')),
  ),
  route(
    paths.server.path,
    page(() => import('./routes/account/server')),
  ),
  route(
    paths.settings.path,
    page(() => import('./routes/account/settings')),
  ),
  route(
    paths.memory.path,
    page(() => import('./routes/account/memory')),
  ),
  route(
    paths.assistants.path,
    page(() => import('./routes/account/assistants')),
  ),
  route(
    paths.knowledge.path,
    page(() => import('./routes/account/knowledge')),
  ),
  route(
    paths.usage.path,
    page(() => import('./routes/account/usage')),
  ),
  route(
    paths.billing.path,
    page(() => import('./routes/account/billing')),
  ),
  route(
    paths.admin.path,
    page(() => import('./routes/account/admin')),
  ),
  route(
    paths.monitoring.path,
    page(() => import('./routes/account/monitoring')),
  ),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <Frame frame="account" />, children: accountPages },
      { element: <Frame frame="site" />, children: sitePages },
    ],
  },
];

/**
 * The frame around both route lists: the signed-in shell (`account`) and the public site
 * (`site`) are one component, so moving between a marketing page and an account page keeps the
 * header mounted (a phone menu opened meanwhile stays open), and the marketing pages' static
 * HTML, prerendered from the same layout, never loads anything of the account side.
 *
 * Served as the local web interface, a link or Back to any other page of the site goes to the
 * chat, as its servers answer such an address (docs/local-edition.md): those pages need the SaaS
 * backend.
 */
function Frame({ frame }: { frame: 'site' | 'account' }) {
  const { pathname } = useLocation();
  if (isLocalWebInterface() && !isLocalWebInterfacePage(pathname)) {
    return <Navigate to={paths.localChat.getHref()} replace />;
  }
  return (
    <SiteLayout
      frame={frame}
      pageOwnsContactSection={pageOwnsContactSection(matchRoutes(routes, pathname))}
    />
  );
}

/** The route table, rendered by whichever router is around it (browser, memory or static). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * React Router's declarative mode: no loaders or actions are used, and the data router costs
 * about 17 KB gzip more on every first page load (docs/public-site-and-leads.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
