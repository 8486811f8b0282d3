import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { watchlistEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { readLocal, writeLocal } from '../../../lib/storage.ts';

const LOCAL_KEY = 'watchlist';
const QUERY_KEY = ['watchlist'];

function localCodes(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export async function fetchWatchlist(): Promise<string[]> {
  return (await call(watchlistEndpoints.listWatchlist)).codes;
}

async function changeWatchlist(code: string, watched: boolean): Promise<string[]> {
  const endpoint = watched ? watchlistEndpoints.addWatchlist : watchlistEndpoints.removeWatchlist;
  return (await call(endpoint, { body: { code } })).codes;
}

/**
 * The customer's watchlist: kept by the server for a signed-in customer (it follows them to every
 * device), in this browser for a visitor.
 */
export function useWatchlist() {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...QUERY_KEY, loggedIn],
    queryFn: loggedIn ? fetchWatchlist : () => Promise.resolve(localCodes()),
  });
  const mutation = useMutation({
    mutationFn: async ({ code, watched }: { code: string; watched: boolean }) => {
      if (loggedIn) return changeWatchlist(code, watched);
      const codes = localCodes().filter((c) => c !== code);
      if (watched) codes.push(code);
      writeLocal(LOCAL_KEY, JSON.stringify(codes));
      return codes;
    },
    onSuccess: (codes) => {
      queryClient.setQueryData([...QUERY_KEY, loggedIn], codes);
    },
  });
  const codes = query.data ?? [];
  return {
    codes,
    isWatched: (code: string) => codes.includes(code),
    toggle: (code: string) => {
      mutation.mutate({ code, watched: !codes.includes(code) });
    },
  };
}
