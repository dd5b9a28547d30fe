import { mockFetch } from '@/testing/mock-fetch';
import { getDownloads } from './get-downloads';

// Issue 34: an answer whose body is never read keeps its request open in the browser.
function answer(status: number, contentType = 'application/json') {
  return new Response(JSON.stringify({ statusCode: status, message: 'x' }), {
    status,
    headers: { 'Content-Type': contentType },
  });
}

describe('getDownloads', () => {
  it('the downloads manifest answering 404 or HTML', async () => {
    const missing = answer(404);
    const html = answer(200, 'text/html');
    let next = missing;
    mockFetch({ 'GET /downloads/manifest.json': () => next });
    expect(await getDownloads()).toBeNull();
    next = html;
    expect(await getDownloads()).toBeNull();
    expect([missing.bodyUsed, html.bodyUsed]).toEqual([true, true]);
  });
});
