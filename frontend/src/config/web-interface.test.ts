import { isLocalWebInterface, isLocalWebInterfacePage } from './web-interface';

describe('isLocalWebInterface', () => {
  afterEach(() => document.head.querySelector('meta[name="ironkeep-web-interface"]')?.remove());

  it('is true only with the local shell\'s tag, content "local"', () => {
    expect(isLocalWebInterface()).toBe(false);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="ironkeep-web-interface" content="site" />',
    );
    expect(isLocalWebInterface()).toBe(false);
    document.head
      .querySelector('meta[name="ironkeep-web-interface"]')!
      .setAttribute('content', 'local');
    expect(isLocalWebInterface()).toBe(true);
  });
});

describe('isLocalWebInterfacePage', () => {
  it.each(['/local-chat', '/local-chat/', '/download', '/download/'])('%s is served', (path) => {
    expect(isLocalWebInterfacePage(path)).toBe(true);
  });

  it.each(['/', '/pricing', '/local-chat/extra', '/downloads', '/auth'])('%s is not', (path) => {
    expect(isLocalWebInterfacePage(path)).toBe(false);
  });
});
