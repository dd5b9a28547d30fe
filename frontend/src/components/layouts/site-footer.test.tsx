import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('dates the copyright with the year the site was built', () => {
    render(
      <MemoryRouter>
        <SiteFooter isContactAnchor={false} />
      </MemoryRouter>,
    );
    // The test runs through the same Vite config as the build, in the same year.
    expect(
      screen.getByText(`© ${new Date().getFullYear()} IronKeep AI. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('leads to the local edition: IronKeep Local opens /download, among the products', () => {
    render(
      <MemoryRouter>
        <SiteFooter isContactAnchor={false} />
      </MemoryRouter>,
    );
    const products = screen.getByRole('heading', { name: 'Products' }).parentElement!;
    expect(within(products).getByRole('link', { name: 'IronKeep Local' })).toHaveAttribute(
      'href',
      '/download',
    );
  });
});
