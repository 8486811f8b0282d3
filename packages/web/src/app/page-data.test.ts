// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from './first-paint-ids.ts';
import { readPageData, seedPageData } from './page-data.ts';

/** The answers a page painted with data came with: the app's first render starts from them. */

function pageWith(text: string | null) {
  document.getElementById(PAGE_DATA_ID)?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => pageWith(null));

describe("the page's data", () => {
  const rounds = {
    key: ['presale', 'rounds', 'de'],
    data: { list: [{ id: 1 }], total: 1 },
    updatedAt: 1_700_000_000_000,
  };

  it('fills the cache under the query’s key, as answered when the server had it', () => {
    pageWith(JSON.stringify([rounds]));
    const queryClient = new QueryClient();
    seedPageData(queryClient, readPageData(document));
    expect(queryClient.getQueryData(rounds.key)).toEqual(rounds.data);
    expect(queryClient.getQueryState(rounds.key)?.dataUpdatedAt).toBe(rounds.updatedAt);
  });

  it('is nothing where the page carries none, or nothing readable', () => {
    pageWith(null);
    expect(readPageData(document)).toEqual([]);
    for (const text of [
      '',
      '{',
      '{"key":[]}',
      '[1, null, {"key":"x","data":1,"updatedAt":1}, {"key":[],"updatedAt":"1"}]',
    ]) {
      pageWith(text);
      expect(readPageData(document)).toEqual([]);
    }
    pageWith(JSON.stringify([{ key: 'x' }, rounds]));
    expect(readPageData(document)).toEqual([rounds]);
  });
});
