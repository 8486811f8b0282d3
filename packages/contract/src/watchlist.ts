import { z } from 'zod';

/** Most instruments one customer's watchlist holds: every bound is explicit. */
export const WATCHLIST_MAX = 200;

/** POST addWatchlist and removeWatchlist: one instrument code of the market catalogue. */
export const watchlistCodeBody = z.strictObject({ code: z.string().regex(/^[A-Z0-9._-]{1,20}$/) });
export type WatchlistCodeBody = z.infer<typeof watchlistCodeBody>;

/** The customer's watched instrument codes, in the order added. */
export const watchlistResult = z.object({ codes: z.array(z.string()).max(WATCHLIST_MAX) });
export type WatchlistResult = z.infer<typeof watchlistResult>;
