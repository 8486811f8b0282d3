import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  BuySmartBody,
  ExitSmartBody,
  ListSmartQuery,
  SmartPlan,
  SmartPlanPage,
  SmartProduct,
  SmartProductsQuery,
} from '../plans.ts';
import { INDEX_API, ORDER_API } from './prefixes.ts';

/** Smart trading plans: the products are public, plans are the customer's (real account only). */
export const planEndpoints = {
  /** Open products first, then by the operator's order; names and disclosure in the request's language. */
  listSmartProducts: getEndpoint<SmartProduct[], SmartProductsQuery>(`${INDEX_API}/listSmartProducts`),
  /** Answers `msg` "20004"; takes Idempotency-Key. */
  buySmart: postEndpoint<SmartPlan, BuySmartBody>(`${ORDER_API}/buySmart`),
  listSmartOrder: getEndpoint<SmartPlanPage, ListSmartQuery>(`${ORDER_API}/listSmartOrder`),
  /** Takes Idempotency-Key. */
  exitSmart: postEndpoint<SmartPlan, ExitSmartBody>(`${ORDER_API}/exitSmart`),
};
