import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BuyOptionsBody, MarketInfo, OptionDirection, OptionsProduct } from '@tp/contract';
import { ErrorCode } from '@tp/contract/codes';
import { ApiError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { canonical } from '../../../lib/decimal.ts';
import { newIdempotencyKey, successText } from '../../../lib/format.ts';
import { showToast } from '../../../ui/toast.tsx';
import { useBuyOptions } from './api/buy-options.ts';
import { optionsProductsQuery } from './api/list-options-products.ts';
import { checkStake, potentialPayout, potentialProfit, type StakeProblem } from './stake.ts';

/** What the confirmation repeats, and the one key its sends carry. */
export interface PendingPurchase {
  body: BuyOptionsBody;
  product: OptionsProduct;
  idempotencyKey: string;
}

/** The purchase waiting for its confirmation, and the sending of it under its key. */
function useOptionsPurchase(info: MarketInfo, onBought: (orderId: number) => void) {
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const buy = useBuyOptions();
  const [pending, setPending] = useState<PendingPurchase | null>(null);

  const confirm = () => {
    if (!pending) return;
    buy.mutate(
      { body: pending.body, idempotencyKey: pending.idempotencyKey },
      {
        onSuccess: ({ msg, order }) => {
          showToast(successText(tm, msg, tm('success.20004')), 'success');
          onBought(order.id);
          setPending(null);
        },
        onError: (error) => {
          showToast(describe(error), 'error');
          if (!(error instanceof ApiError) || typeof error.code !== 'number') return;
          // A refusal changed nothing: back to the form. A timeout may have gone through: the dialog
          // stays, and confirming again repeats the same purchase under the same key.
          setPending(null);
          if (error.code === ErrorCode.optionsProductWrong || error.code === ErrorCode.noMatchingPeriod)
            void queryClient.invalidateQueries({ queryKey: optionsProductsQuery().queryKey });
          if (error.code === ErrorCode.marketClosed)
            void queryClient.invalidateQueries({ queryKey: ['market-info', info.id] });
        },
      },
    );
  };

  return {
    pending,
    buying: buy.isPending,
    ask: setPending,
    cancel: () => {
      setPending(null);
    },
    confirm,
  };
}

export type OptionsPurchase = ReturnType<typeof useOptionsPurchase>;

/**
 * The options form: direction, period (a product of `products`), stake checked against the
 * period's limits, the potential payout, and the purchase the submit puts up for confirmation with
 * a fresh Idempotency-Key. `onBought` gets the id of each order bought.
 */
export function useOptionsForm(
  info: MarketInfo,
  products: readonly OptionsProduct[],
  onBought: (orderId: number) => void,
) {
  const { t } = useTranslation('orders');
  const purchase = useOptionsPurchase(info, onBought);
  const [direction, setDirection] = useState<OptionDirection>('up');
  const [productId, setProductId] = useState<number | null>(null);
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<StakeProblem | null>(null);

  const product =
    products.find((p) => p.id === productId) ?? products.find((p) => p.periodSeconds === 60) ?? products[0];
  const typedProblem = product && stake.trim() ? checkStake(stake, product) : null;
  const payout =
    product && stake.trim() && !typedProblem ? potentialPayout(canonical(stake), product.payoutRate) : null;
  const profit = product && payout ? potentialProfit(canonical(stake), product.payoutRate) : null;
  const stakeError = problem ? t(`options.validation.${problem.key}`, 'values' in problem ? problem.values : {}) : null;

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!product) return;
    const found = checkStake(stake, product);
    setProblem(found);
    if (found) return;
    purchase.ask({
      product,
      idempotencyKey: newIdempotencyKey(),
      body: {
        instrumentId: info.id,
        productId: product.id,
        periodSeconds: product.periodSeconds,
        direction,
        stake: canonical(stake),
      },
    });
  };

  return {
    products,
    /** The chosen period, else 60 s, else the first; none when nothing is on offer. */
    product,
    direction,
    stake,
    stakeError,
    payout,
    profit,
    chooseDirection: setDirection,
    chooseProduct: (id: number) => {
      setProductId(id);
      setProblem(null);
    },
    changeStake: (text: string) => {
      setStake(text);
      setProblem(null);
    },
    submit,
    purchase,
  };
}

export type OptionsFormState = ReturnType<typeof useOptionsForm>;
