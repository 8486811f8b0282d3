import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type { BuyOptionsBody, ListOptionsQuery, OptionsOrder, OptionsOrderPage, OptionsProduct } from '../trading.ts';
import { INDEX_API, ORDER_API } from './prefixes.ts';

/** Up/down options: the product list is public, orders are the customer's. */
export const optionsEndpoints = {
  /** Shortest period first. */
  listOptionsProducts: getEndpoint<OptionsProduct[]>(`${INDEX_API}/listOptionsProducts`),
  /** Answers `msg` "20004"; takes Idempotency-Key. */
  buyOptions: postEndpoint<OptionsOrder, BuyOptionsBody>(`${ORDER_API}/buyOptions`),
  listOptionsOrder: getEndpoint<OptionsOrderPage, ListOptionsQuery>(`${ORDER_API}/listOptionsOrder`),
  getOptionsOrderById: getEndpoint<OptionsOrder>(`${ORDER_API}/getOptionsOrderById/:id`),
};
