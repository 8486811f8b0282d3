// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SmartProductEditor } from './SmartProductEditor.tsx';

function answer(result: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ code: 200, msg: 'ok', result }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderEditor(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SmartProductEditor product={null} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const field = (name: string) => screen.getByLabelText(name);
const review = () => userEvent.click(screen.getByRole('button', { name: 'Review and save' }));

describe('the smart product editor', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses without an English name, and a daily rate of 1 %, before sending anything', async () => {
    const fetchMock = answer(null);
    renderEditor();
    await review();
    expect(screen.getByRole('alert').textContent).toMatch(/English name is required/);
    await userEvent.type(field('Name (English), required'), 'Steady');
    await userEvent.type(field('Disclosure (English), required'), 'Paid by the platform.');
    await userEvent.type(field('Daily rate, term 1'), '0.01');
    await review();
    expect(screen.getByRole('alert').textContent).toMatch(/typo from promising 100 % a day/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('summarises the change, then sends the languages written and the terms', async () => {
    const fetchMock = answer({ id: 7, names: { en: 'Steady' } });
    const onDone = renderEditor();
    await userEvent.type(field('Name (English), required'), 'Steady');
    await userEvent.type(field('Disclosure (English), required'), 'Paid by the platform.');
    await userEvent.click(screen.getByRole('radio', { name: 'DE' }));
    await userEvent.type(field('Name (German)'), 'Stetig');
    await userEvent.type(field('Daily rate, term 1'), '0.0002');
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    await userEvent.clear(field('Days, term 2'));
    await userEvent.type(field('Days, term 2'), '30');
    await userEvent.type(field('Daily rate, term 2'), '0.0003');
    await review();
    expect(screen.getByRole('alert').textContent).toMatch(/30 is there twice/);
    await userEvent.clear(field('Days, term 2'));
    await userEvent.type(field('Days, term 2'), '90');
    await review();
    expect(screen.getByText(/Applies to new subscriptions only/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: save' }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/backoffice/api/smartProducts');
    expect(JSON.parse(init?.body as string)).toEqual({
      names: { en: 'Steady', de: 'Stetig' },
      disclosures: { en: 'Paid by the platform.' },
      terms: [
        { days: 30, dailyRate: '0.0002' },
        { days: 90, dailyRate: '0.0003' },
      ],
      minAmount: '100',
      maxAmount: '10000',
      earlyExitRate: '0.02',
      exitForfeitsEarnings: false,
      quota: null,
      status: 'open',
      sortOrder: 0,
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
