import { useState, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '@/components/errors/route-error';
import { SiteLayout } from '@/components/layouts/site-layout';
import type { RouteHandle } from '@/components/layouts/route-handle';
import { paths } from '@/config/paths';
import { RootFallback, RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

/** Every screen is its own chunk, so the home page ships only what it needs. */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** Screens inside the public site frame (header and footer). */
const sitePages: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: page(() => import('./routes/home')),
    handle: { ownsContactSection: true } satisfies RouteHandle,
  },
  { path: paths.auth.path, lazy: page(() => import('./routes/auth')) },
  { path: paths.enterprise.path, lazy: page(() => import('./routes/enterprise')) },
  {
    path: paths.solutions.path,
    lazy: page(() => import('./routes/solutions')),
    handle: { ownsContactSection: true } satisfies RouteHandle,
  },
  { path: paths.blog.path, lazy: page(() => import('./routes/blog/list')) },
  { path: paths.blogPost.path, lazy: page(() => import('./routes/blog/post')) },
  { path: paths.privacy.path, lazy: page(() => import('./routes/legal/privacy')) },
  { path: paths.terms.path, lazy: page(() => import('./routes/legal/terms')) },
  { path: paths.download.path, lazy: page(() => import('./routes/download')) },
  { path: paths.localChat.path, lazy: page(() => import('./routes/local-chat')) },
  { path: paths.subscribe.path, lazy: page(() => import('./routes/subscribe')) },
  { path: paths.pricing.path, lazy: page(() => import('./routes/subscribe')) },
  { path: paths.demo.landing.path, lazy: page(() => import('./routes/demo/landing')) },
  { path: paths.demo.unified.path, lazy: page(() => import('./routes/demo/unified')) },
  { path: paths.demo.enhanced.path, lazy: page(() => import('./routes/demo/unified')) },
  { path: paths.demo.compliance.path, lazy: page(() => import('./routes/demo/compliance')) },
  { path: paths.demo.docs.path, lazy: page(() => import('./routes/demo/docs')) },
  { path: paths.demo.developer.path, lazy: page(() => import('./routes/demo/developer')) },
  { path: paths.settings.path, lazy: page(() => import('./routes/account/settings')) },
  { path: paths.memory.path, lazy: page(() => import('./routes/account/memory')) },
  { path: paths.admin.path, lazy: page(() => import('./routes/account/admin')) },
  { path: paths.monitoring.path, lazy: page(() => import('./routes/account/monitoring')) },
  {
    path: paths.customerDashboard.path,
    lazy: page(() => import('./routes/account/customer-dashboard')),
  },
  { path: '*', lazy: page(() => import('./routes/not-found')) },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      // The account dashboard has its own header (spec §2), so it sits outside the site frame.
      { path: paths.dashboard.path, lazy: page(() => import('./routes/dashboard')) },
      { Component: SiteLayout, children: sitePages },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
