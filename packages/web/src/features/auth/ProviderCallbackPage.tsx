import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { loginByProvider } from './api/login-by-provider.ts';
import { Handoff } from './components/Handoff.tsx';

/** The provider sends the browser here with a code and the state the server issued. */
export default function ProviderCallbackPage() {
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  const exchange = useMemo(
    () =>
      code && state
        ? () =>
            loginByProvider({
              provider,
              code,
              state,
              redirectUri: `${window.location.origin}${window.location.pathname}`,
            })
        : null,
    [provider, code, state],
  );
  return <Handoff exchange={exchange} />;
}
