import { render, screen } from '@testing-library/react';
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
});
