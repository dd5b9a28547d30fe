import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers line breaks only after the @ and before each dot, and reads as one address', () => {
    const { container } = render(<EmailAddress email="dana.whitfield@county-health.example.org" />);
    const span = container.querySelector('[data-email]')!;
    expect(span).toHaveTextContent('dana.whitfield@county-health.example.org');
    const runs = [...span.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
    expect(runs.map((n) => n.textContent)).toEqual([
      'dana',
      '.whitfield@',
      'county-health',
      '.example',
      '.org',
    ]);
    expect(span.querySelectorAll('wbr')).toHaveLength(4);
    expect(span.className).not.toMatch(/break-all/);
  });
});
