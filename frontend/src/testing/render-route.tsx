import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** What a test can read and do with the router: the committed location and navigation. */
export type TestRouter = {
  state: { location: Location };
  navigate: (to: To) => Promise<void>;
};

type Probe = (location: Location, navigate: ReturnType<typeof useNavigate>) => void;

function RouterProbe({ onRender }: { onRender: Probe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate), [onRender, location, navigate]);
  return null;
}

/** Renders the real route table at `path` with a fresh query cache. */
export function renderRoute(path: string) {
  const router = { state: {} } as TestRouter;
  const probe: Probe = (location, navigate) => {
    router.state.location = location;
    router.navigate = (to) =>
      act(async () => {
        await navigate(to);
      });
  };
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe onRender={probe} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
