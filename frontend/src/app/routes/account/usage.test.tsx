import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { loner, member, owner } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

type Handlers = Parameters<typeof mockFetch>[0];

const totals = (prompt: number, completion: number, requests = 1) => ({
  requests,
  promptTokens: prompt,
  completionTokens: completion,
  totalTokens: prompt + completion,
  estimatedRequests: 0,
  failedRequests: 0,
  cancelledRequests: 0,
});
const allowance = {
  limitTokens: 250,
  usedTokens: 210,
  remainingTokens: 40,
  resetsAt: '2026-04-01T00:00:00.000Z',
};
const days = Array.from({ length: 30 }, (_, i) => {
  const key = `2026-03-${String(i + 1).padStart(2, '0')}`;
  return { key, label: key, ...(i === 13 ? totals(91, 119, 7) : totals(0, 0, 0)) };
});

function report(
  groupBy: string,
  series: object[],
  scope = 'organization',
  sums = totals(91, 119, 7),
) {
  return { from: '2026-03-01', to: '2026-03-30', groupBy, scope, totals: sums, series, allowance };
}

function signedIn(user: object, extra: Handlers = {}) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user }),
    'GET /api/organizations/usage?groupBy=day': () => jsonResponse(report('day', days)),
    'GET /api/organizations/usage?groupBy=model': () =>
      jsonResponse(
        report('model', [{ key: 'llama3.2', label: 'llama3.2', ...totals(91, 119, 7) }]),
      ),
    'GET /api/organizations/usage?groupBy=member': () =>
      jsonResponse(
        report('member', [
          { key: 'id-owner', label: 'olivia', ...totals(60, 80, 4) },
          { key: 'id-max', label: 'max', ...totals(31, 39, 3) },
        ]),
      ),
    'GET /api/organizations/usage/allowance': () =>
      jsonResponse({
        ...allowance,
        notices: [{ threshold: 80, createdAt: '2026-03-14T10:00:00.000Z' }],
      }),
    ...extra,
  });
}

describe('/usage', () => {
  it("shows this month against the allowance, the 30 days' figures and the breakdown", async () => {
    signedIn(owner);
    renderRoute('/usage');
    expect(await screen.findByRole('heading', { name: 'Usage', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('tokens-used')).toHaveTextContent('210');
    const bar = screen.getByRole('progressbar', { name: 'Tokens used this month' });
    expect(bar).toHaveAttribute('aria-valuenow', '84');
    expect(screen.getByText('84% used · 40 left')).toBeInTheDocument();
    expect(
      screen.getByText(
        '91 prompt and 119 completion tokens from Mar 1, 2026 to Mar 30, 2026; the busiest day was Mar 14, 2026 with 210 tokens.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Your organization has used over 80% of this month's 250 tokens. At 100% calls are refused until Apr 1, 2026 (UTC).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/organizations/usage/export.csv?from=2026-03-01&to=2026-03-30',
    );
    const byModel = await screen.findByRole('table', { name: 'Usage by model' });
    expect(within(byModel).getByText('llama3.2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'By member' }));
    const byMember = await screen.findByRole('table', { name: 'Usage by member' });
    expect(
      within(byMember)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MemberRequestsPromptCompletionTotal',
      'oliviaRequests4Prompt tokens60Completion tokens80Total tokens140',
      'maxRequests3Prompt tokens31Completion tokens39Total tokens70',
    ]);
  });

  it('splits the chart by team on request and breaks usage down by team', async () => {
    const split = days.map((d, i) => ({ ...d, parts: i === 13 ? [140, 70] : [0, 0] }));
    signedIn(owner, {
      'GET /api/organizations/usage?groupBy=day&splitBy=team': () =>
        jsonResponse({
          ...report('day', split),
          splitBy: 'team',
          splits: [
            { key: 't-rad', label: 'Radiology', totalTokens: 140 },
            { key: 'none', label: 'In no team', totalTokens: 70 },
          ],
        }),
      'GET /api/organizations/usage?groupBy=team': () =>
        jsonResponse(
          report('team', [
            { key: 't-rad', label: 'Radiology', ...totals(60, 80, 4) },
            { key: 'none', label: 'In no team', ...totals(31, 39, 3) },
          ]),
        ),
    });
    renderRoute('/usage');
    const select = await screen.findByLabelText('Split by');
    await userEvent.selectOptions(select, 'Team');
    expect(await screen.findByText(/Largest: Radiology 140, In no team 70\.$/)).toBeInTheDocument();
    expect(screen.getAllByText(/a member of several teams counts in each/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'By team' }));
    const byTeam = await screen.findByRole('table', { name: 'Usage by team' });
    expect(within(byTeam).getByText('Radiology')).toBeInTheDocument();
    expect(within(byTeam).getByText('In no team')).toBeInTheDocument();
  });

  it('tells a member the tables are their own calls', async () => {
    signedIn(member, {
      'GET /api/organizations/usage?groupBy=day': () => jsonResponse(report('day', days, 'own')),
    });
    renderRoute('/usage');
    expect(
      await screen.findByText(
        'Your own calls in the last 30 days. The organization owner sees everyone’s.',
      ),
    ).toBeInTheDocument();
    // Their own calls: no team tab, and the chart splits by model or token only.
    expect(screen.queryByRole('tab', { name: 'By team' })).not.toBeInTheDocument();
    expect(
      [...(screen.getByLabelText('Split by') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['Prompt and completion', 'Model', 'API token']);
  });

  it('shows how to make the first call when nothing was counted yet', async () => {
    const none = totals(0, 0, 0);
    signedIn(owner, {
      'GET /api/organizations/usage?groupBy=day': () =>
        jsonResponse({
          ...report(
            'day',
            days.map((d) => ({ ...d, ...none })),
            'organization',
            none,
          ),
          allowance: { ...allowance, usedTokens: 0, remainingTokens: 250 },
        }),
      'GET /api/organizations/usage/allowance': () => jsonResponse({ ...allowance, notices: [] }),
    });
    renderRoute('/usage');
    expect(await screen.findByText('No usage yet')).toBeInTheDocument();
    expect(screen.getByLabelText('curl command')).toHaveTextContent(
      `curl ${window.location.origin}/api/v1/chat/completions`,
    );
    expect(screen.getByLabelText('curl command')).toHaveTextContent(
      'Authorization: Bearer $IRONKEEP_TOKEN',
    );
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends a user without an organization to the plans', async () => {
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }) });
    renderRoute('/usage');
    expect(await screen.findByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});
