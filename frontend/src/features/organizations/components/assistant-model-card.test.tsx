import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AssistantModelCard } from './assistant-model-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('AssistantModelCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the owner choose among the servers’ models and sends exactly that', async () => {
    const settings = {
      defaultChatModel: null,
      effectiveModel: 'llama3.1:8b',
      availableModels: ['llama3.1:8b', 'qwen2.5:7b'],
    };
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json({ ...settings, defaultChatModel: 'qwen2.5:7b', effectiveModel: 'qwen2.5:7b' })
        : json(settings),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AssistantModelCard isOwner />);
    expect(await screen.findByTestId('assistant-model-in-use')).toHaveTextContent(
      'In use: llama3.1:8b',
    );
    await userEvent.selectOptions(screen.getByLabelText('Default chat model'), 'qwen2.5:7b');
    await waitFor(() =>
      expect(screen.getByTestId('assistant-model-in-use')).toHaveTextContent('In use: qwen2.5:7b'),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toEqual({ defaultChatModel: 'qwen2.5:7b' });
  });

  it('shows members what answers, without the choice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ defaultChatModel: null, effectiveModel: null, availableModels: [] }),
      ),
    );
    renderWithProviders(<AssistantModelCard isOwner={false} />);
    expect(await screen.findByTestId('assistant-model-in-use')).toHaveTextContent(
      'In use: the built-in engine (no AI server of yours is active)',
    );
    expect(screen.queryByLabelText('Default chat model')).not.toBeInTheDocument();
  });

  it('keeps the select (and the focus on it) while a server change asks again', async () => {
    let answer: {
      defaultChatModel: null;
      effectiveModel: string | null;
      availableModels: string[];
    } = { defaultChatModel: null, effectiveModel: null, availableModels: ['llama3.1:8b'] };
    let release = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const body = answer;
        // The second answer waits until the test has looked at the card in between.
        if (body.effectiveModel) await new Promise<void>((resolve) => (release = resolve));
        return json(body);
      }),
    );
    let changeServers = (_key: string) => {};
    function Dashboard() {
      const [serversKey, setServersKey] = useState('s1:provisioning');
      changeServers = setServersKey;
      return <AssistantModelCard isOwner serversKey={serversKey} />;
    }
    renderWithProviders(<Dashboard />);
    const select = await screen.findByLabelText('Default chat model');
    select.focus();
    // The health check turns the server active: the dashboard's servers (and the key) change.
    answer = { ...answer, effectiveModel: 'llama3.1:8b' };
    act(() => changeServers('s1:active'));
    expect(screen.getByLabelText('Default chat model')).toBe(select);
    expect(select).toHaveFocus();
    act(() => release());
    await waitFor(() =>
      expect(screen.getByTestId('assistant-model-in-use')).toHaveTextContent('In use: llama3.1:8b'),
    );
    expect(select).toHaveFocus();
  });
});
