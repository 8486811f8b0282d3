import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon.tsx';
import { startProviderSignIn, useProviders } from '../api/providers.ts';

/** Sign-in buttons for the providers the server has configured. */
export function ProviderButtons() {
  const { t } = useTranslation('auth');
  const { data: providers = [] } = useProviders();
  if (providers.length === 0) return null;
  return (
    <div className="auth__providers">
      <p className="auth__divider">
        <span>{t('orContinueWith')}</span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => {
            startProviderSignIn(provider);
          }}
        >
          {provider === 'google' ? <Icon name="google" /> : null}
          {provider === 'google'
            ? t('continueWithGoogle')
            : t('continueWith', { provider: provider.charAt(0).toUpperCase() + provider.slice(1) })}
        </button>
      ))}
    </div>
  );
}
