import { render, screen } from '@testing-library/react';
import { ArticleBlock } from './article-blocks';

describe('ArticleBlock table (issue 42, item 9)', () => {
  it('scrolls sideways in a focusable region with an edge shadow and a hint on phones', () => {
    render(
      <ArticleBlock
        block={{
          type: 'table',
          headers: ['Control', 'Requirement', 'How IronKeep meets it'],
          rows: [['Access', 'Unique user IDs', 'Per-user accounts and SSO']],
        }}
      />,
    );
    const region = screen.getByRole('region', {
      name: 'Table: Control, Requirement, How IronKeep meets it',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto', 'scroll-shadow-x');
    // Wider than a phone's column, so it scrolls there rather than squeezing its cells.
    expect(region.querySelector('table')).toHaveClass('min-w-[32rem]');
    expect(screen.getByText('Swipe sideways to see the whole table →')).toHaveClass('sm:hidden');
  });
});
