import { render, screen } from '@testing-library/react';
import { Input } from './input';

describe('Input', () => {
  it('is at least 40 px high but never of a fixed height, which clips monospace underscores', () => {
    render(<Input aria-label="License key" className="font-mono" defaultValue="IRON-PRO-a_b" />);
    const field = screen.getByLabelText('License key');
    expect(field).toHaveClass('min-h-10', 'py-2');
    expect(field.className).not.toMatch(/(^|\s)h-\d/);
  });
});
