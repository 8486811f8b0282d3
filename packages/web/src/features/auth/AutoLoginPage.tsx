import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { autoLogin } from './api/auto-login.ts';
import { Handoff } from './components/Handoff.tsx';

/**
 * A sign-in hand-off: `/autoLogin#token=<token>`. The token is in the fragment, which the browser
 * never sends to a server, so that it cannot end up in a request log on the way.
 */
export default function AutoLoginPage() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const exchange = useMemo(() => (token ? () => autoLogin(token) : null), [token]);
  return <Handoff exchange={exchange} />;
}
