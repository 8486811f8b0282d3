import { useTranslation } from 'react-i18next';
import type { Coin, WalletNetwork } from '@tp/contract';
import { useRovingFocus } from '../../../ui/useRovingFocus.ts';
import { methodLabel } from '../format.ts';

export interface Method {
  coin: Coin;
  network: WalletNetwork;
}

export const sameMethod = (a: Method | null, b: Method) => a?.coin === b.coin && a.network === b.network;

/** The coin and network, as one choice: USDT-TRC20, USDT-ERC20, BTC, ETH. */
export function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: readonly Method[];
  value: Method | null;
  onChange: (method: Method) => void;
}) {
  const { t } = useTranslation('wallet');
  const roving = useRovingFocus({
    options: methods,
    value,
    onChoose: (method) => {
      onChange({ coin: method.coin, network: method.network });
    },
    same: (method, chosen) => sameMethod(chosen, method),
  });
  return (
    <div className="wallet-field">
      <span className="wallet-field__label" id="wallet-method">
        {t('method')}
      </span>
      <div className="wallet-methods" role="radiogroup" aria-labelledby="wallet-method" onKeyDown={roving.onKeyDown}>
        {methods.map((method, index) => {
          const checked = sameMethod(value, method);
          return (
            <button
              key={`${method.coin}-${method.network}`}
              {...roving.itemProps(index)}
              type="button"
              role="radio"
              aria-checked={checked}
              className={checked ? 'is-active' : undefined}
              onClick={() => {
                onChange({ coin: method.coin, network: method.network });
              }}
            >
              {methodLabel(method.coin, method.network)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
