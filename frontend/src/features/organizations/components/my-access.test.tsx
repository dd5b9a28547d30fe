import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MyAccess as MyAccessBody } from '../api/my-access';
import { MyAccess } from './my-access';

const access: MyAccessBody = {
  models: [
    { id: 'llama3.1:8b', model: 'llama3.1:8b', available: true },
    { id: 'gpt-4o-mini', model: 'llama3.1:8b', available: true },
    { id: 'Qwen/Qwen2.5-72B-Instruct', model: 'Qwen/Qwen2.5-72B-Instruct', available: false },
  ],
  limits: [
    {
      level: 'organization',
      name: null,
      uses: [
        {
          kind: 'monthlyTokens',
          limit: 5_000_000,
          used: 1_250_000,
          remaining: 3_750_000,
          resetsAt: '2027-01-01T00:00:00.000Z',
        },
      ],
    },
    {
      level: 'member',
      name: null,
      uses: [{ kind: 'maxConcurrent', limit: 3, used: 1, remaining: 2, resetsAt: null }],
    },
    {
      level: 'team',
      name: 'Radiology',
      uses: [
        {
          kind: 'requestsPerMinute',
          limit: 10,
          used: 10,
          remaining: 0,
          resetsAt: '2026-12-04T10:01:00.000Z',
        },
      ],
    },
  ],
};

it('lists the models open to the member and each limit with what is left', async () => {
  mockFetch({ 'GET /api/organizations/my-access': () => jsonResponse(access) });
  renderWithProviders(<MyAccess />);
  const models = await screen.findByRole('list', { name: 'Models you may use' });
  expect(
    within(models)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'llama3.1:8b, available now',
    'gpt-4o-mini answered by llama3.1:8b, available now',
    'Qwen/Qwen2.5-72B-Instruct, no server answers now',
  ]);
  expect(screen.getByText('Tokens this month: 1,250,000 of 5,000,000')).toBeInTheDocument();
  expect(screen.getByText('3,750,000 left · renews on Jan 1, 2027')).toBeInTheDocument();
  const teamRate = screen.getByRole('progressbar', {
    name: 'Team Radiology: Requests this minute',
  });
  expect(teamRate).toHaveAttribute('aria-valuenow', '100');
  expect(teamRate).toHaveAttribute('aria-valuetext', 'Requests this minute: 10 of 10, 0 left');
  expect(
    screen.getByRole('progressbar', { name: 'Your own limits: Answers open now' }),
  ).toHaveAttribute('aria-valuenow', '33');
  expect(screen.getByText(/The strictest limit applies/)).toBeInTheDocument();
});

it('says so when no model is open and no limit applies, and when it cannot load', async () => {
  mockFetch({ 'GET /api/organizations/my-access': () => jsonResponse({ models: [], limits: [] }) });
  const { unmount } = renderWithProviders(<MyAccess />);
  expect(await screen.findByText(/No model of your organization is open to you/)).toBeVisible();
  expect(screen.getByText('No limit applies to you.')).toBeVisible();
  unmount();

  mockFetch({ 'GET /api/organizations/my-access': () => jsonResponse({ code: 'X' }, 500) });
  renderWithProviders(<MyAccess />);
  expect(await screen.findByText('Your models and limits could not be loaded.')).toBeVisible();
});
