import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { autoLogin } from './api/auto-login.ts';
import { Handoff } from './components/Handoff.tsx';

export default function AutoLoginPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const exchange = useMemo(() => (token ? () => autoLogin(token) : null), [token]);
  return <Handoff exchange={exchange} />;
}
