import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownAnswer from './markdown-answer';

const ANSWER = [
  '## Answer',
  '',
  '- First point',
  '- [x] Done task',
  '',
  '| Option | Meaning |',
  '| --- | --- |',
  '| `-v` | verbose |',
  '',
  '```bash',
  'echo "hello"',
  '```',
  '',
  'See [the docs](https://example.com/docs).',
].join('\n');

/** The highlighter loads on demand; waiting for it keeps its state update inside the test. */
const highlighted = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('code[data-highlighted="true"]')).not.toBeNull());

describe('MarkdownAnswer', () => {
  it('renders GitHub Markdown: heading, list, task list, table, fenced code with label and copy', async () => {
    const { container } = render(<MarkdownAnswer text={ANSWER} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Answer' })).toBeInTheDocument();
    expect(screen.getByText('First point').closest('li')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Task done' })).toBeChecked();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Option' })).toBeInTheDocument();
    expect(screen.getByTestId('code-language')).toHaveTextContent('bash');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    await highlighted(container);
    expect(
      container.querySelector('code[data-highlighted="true"] span[class^="hljs-"]'),
    ).not.toBeNull();
    expect(container.querySelector('[data-code-block] code')?.textContent).toBe('echo "hello"');
  });

  it('opens links in a new tab without telling the target where from', async () => {
    const { container } = render(<MarkdownAnswer text={ANSWER} />);
    await highlighted(container);
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a hostile answer inert: no raw HTML, no script URLs, no remote images', () => {
    const hostile = [
      '<img src=x onerror="window.__pwned=1">',
      '',
      '<script>window.__pwned=2</script>',
      '',
      '[click me](javascript:window.__pwned=3)',
      '',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '',
      '![tracker](https://evil.example/pixel.png)',
      '',
      '<a href="javascript:alert(1)">raw link</a> and <b onclick="x()">bold</b>',
    ].join('\n');
    const { container } = render(<MarkdownAnswer text={hostile} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror],[onclick]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect(screen.getByText(/\[image: tracker\]/)).toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders an unfinished stream (an open fence) without throwing', async () => {
    const { container } = render(<MarkdownAnswer text={'## Steps\n\n```bash\necho par'} />);
    await highlighted(container);
    expect(container.querySelector('[data-code-block] code')?.textContent).toBe('echo par');
  });
});
