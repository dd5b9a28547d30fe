import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import type { CreatedApiToken } from '../api/create-api-token';
import { CreatedToken } from './created-token';

const SECRET = 'ikt_xI4_OR8N_abcdefghijklmnopqrstuvwxyz0123456';
const created = (scopes: CreatedApiToken['scopes']): CreatedApiToken => ({
  token: SECRET,
  id: 't1',
  models: null,
  name: 'script',
  scopes,
  expiresAt: null,
  limits: {
    monthlyTokens: null,
    requestsPerMinute: null,
    tokensPerMinute: null,
    maxConcurrent: null,
  },
  createdAt: '2025-03-01T09:00:00.000Z',
});

const show = (scopes: CreatedApiToken['scopes']) =>
  render(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Token created</DialogTitle>
        <CreatedToken created={created(scopes)} />
      </DialogContent>
    </Dialog>,
  );

const examples = () => screen.getAllByText(/^curl /).map((pre) => pre.textContent);

describe('CreatedToken', () => {
  it('suggests /api/v1/models for an inference token, never a route it would get 403 on', () => {
    show(['inference']);
    expect(examples()).toEqual([
      `curl -H "Authorization: Bearer ikt_xI4_OR8N…" \\\n  ${window.location.origin}/api/v1/models`,
    ]);
    expect(screen.queryByText(/api\/auth\/me/)).not.toBeInTheDocument();
  });

  it('suggests /api/auth/me for a read token, and one request per scope', () => {
    show(['read', 'inference']);
    const [read, inference] = examples();
    expect(read).toMatch(/\/api\/auth\/me$/);
    expect(inference).toMatch(/\/api\/v1\/models$/);
    expect(screen.getByText(/\(read scope\)/)).toBeInTheDocument();
  });

  it('suggests a PUT that changes nothing for a write-only token (a GET would be refused)', () => {
    show(['write']);
    expect(examples()).toEqual([
      `curl -H "Authorization: Bearer ikt_xI4_OR8N…" -X PUT \\\n  -H 'Content-Type: application/json' -d '{}' \\\n  ${window.location.origin}/api/profile`,
    ]);
  });

  it('shows the whole secret in a field whose height does not clip underscores', () => {
    show(['read']);
    const field = screen.getByDisplayValue(SECRET);
    // Chromium clips DejaVu Sans Mono's underscores in a fixed-height field (input.tsx): the
    // field grows from its padding instead.
    expect(field).toHaveClass('font-mono', 'py-2', 'min-h-10');
    expect(field.className).not.toMatch(/(^|\s)h-\d/);
  });

  it('copies the whole command, with the whole token, though the example shows it cut short', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      show(['inference']);
      await userEvent.click(
        screen.getByRole('button', { name: 'Copy the inference command with the whole token' }),
      );
      await waitFor(() =>
        expect(writeText).toHaveBeenCalledWith(
          `curl -H "Authorization: Bearer ${SECRET}" \\\n  ${window.location.origin}/api/v1/models`,
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
