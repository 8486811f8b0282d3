import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type { WatchlistCodeBody, WatchlistResult } from '../watchlist.ts';
import { USER_API } from './prefixes.ts';

/** The customer's watched instruments; each call answers the whole list. */
export const watchlistEndpoints = {
  listWatchlist: getEndpoint<WatchlistResult>(`${USER_API}/listWatchlist`),
  addWatchlist: postEndpoint<WatchlistResult, WatchlistCodeBody>(`${USER_API}/addWatchlist`),
  removeWatchlist: postEndpoint<WatchlistResult, WatchlistCodeBody>(`${USER_API}/removeWatchlist`),
};
