import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { loner } from '@/testing/organization-fixtures';
import { getSession } from './session';
import { checkSessionWhenIdle } from './session-check';
import { writeSessionHint } from './session-hint';

describe('checkSessionWhenIdle', () => {
  it('asks GET /api/auth/me once the browser is idle when the hint says signed in', async () => {
    writeSessionHint(true);
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
    });
    checkSessionWhenIdle();
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(getSession().status).toBe('signed-in'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks nothing when the hint is gone by the time the browser is idle (signed out elsewhere)', async () => {
    writeSessionHint(true);
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
    });
    checkSessionWhenIdle();
    writeSessionHint(false);
    // whenIdle falls back to a 200 ms timer where requestIdleCallback is missing (jsdom).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession().status).toBe('unknown');
  });
});
