import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  ClosePositionBody,
  ListPositionsQuery,
  OpenPositionBody,
  PositionPage,
  PositionQuote,
  PositionRecord,
  QuotePositionQuery,
  UpdateStopsBody,
} from '../trading.ts';
import { ORDER_API } from './prefixes.ts';

/** Buy long / sell short on the account the `virtually` header names. */
export const positionEndpoints = {
  /** What opening would cost now, writing nothing. */
  quotePosition: getEndpoint<PositionQuote, QuotePositionQuery>(`${ORDER_API}/quotePosition`),
  /** Answers `msg` "20004"; takes Idempotency-Key. */
  openPosition: postEndpoint<PositionRecord, OpenPositionBody>(`${ORDER_API}/openPosition`),
  /** Takes Idempotency-Key: a repeat answers the closed position. */
  closePosition: postEndpoint<PositionRecord, ClosePositionBody>(`${ORDER_API}/closePosition`),
  /** Answers `msg` "20005"; null removes a stop. */
  updatePositionStops: postEndpoint<PositionRecord, UpdateStopsBody>(`${ORDER_API}/updatePositionStops`),
  listPositions: getEndpoint<PositionPage, ListPositionsQuery>(`${ORDER_API}/listPositions`),
  getPositionById: getEndpoint<PositionRecord>(`${ORDER_API}/getPositionById/:id`),
};
