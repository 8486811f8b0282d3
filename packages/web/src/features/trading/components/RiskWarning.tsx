import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/languages.ts';
import { useRiskWarning } from '../api/risk-warning.ts';

/**
 * The risk warning under the order form, as the operators publish it in the reader's language
 * (`riskWarning.<lang>`); the catalogue's own sentence while it loads or when none is published.
 */
export function RiskWarning() {
  const { t, i18n } = useTranslation('trading');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const warning = useRiskWarning(language);
  const text = warning.data?.trim() ? warning.data : t('risk.fallback');
  return (
    <aside className="risk" aria-label={t('risk.title')}>
      <strong>{t('risk.title')}</strong>
      <p>{text}</p>
    </aside>
  );
}
