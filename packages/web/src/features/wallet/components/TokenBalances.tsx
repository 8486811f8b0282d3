import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/decimal.ts';
import { useTokenBalances } from '../api/list-token-balances.ts';

/** The real account's presale tokens, one row each; nothing at all while there are none. */
export function TokenBalances() {
  const { t } = useTranslation('wallet');
  const tokens = useTokenBalances(true);
  const list = tokens.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="wallet-tokens" aria-labelledby="wallet-tokens-title">
      <h2 id="wallet-tokens-title">{t('tokens.title')}</h2>
      <p className="muted">{t('tokens.note')}</p>
      <table className="wallet-tokens__table">
        <thead>
          <tr>
            <th scope="col">{t('tokens.token')}</th>
            <th scope="col">{t('tokens.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((token) => (
            <tr key={token.currency} data-testid="token-balance">
              <th scope="row">
                {token.currency} <span className="muted">{token.name}</span>
              </th>
              <td className="num">{formatMoney(token.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
