/** What every order list filters by, as the query carries it (decimal text) and as the repositories take it. */
export interface OrderListQuery {
  instrumentId?: string;
  from?: string;
  to?: string;
}

export interface OrderListRange {
  instrumentId?: number;
  fromMs?: number;
  toMs?: number;
}

const numberOf = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text));

/** The instrument and the opening-time range of a list query (the schema has checked the digits). */
export function orderListRange(query: OrderListQuery): OrderListRange {
  return { instrumentId: numberOf(query.instrumentId), fromMs: numberOf(query.from), toMs: numberOf(query.to) };
}
