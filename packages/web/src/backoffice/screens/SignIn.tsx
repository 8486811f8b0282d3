import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import type { OperatorSession } from '../types.ts';
import { Alert, Button, Field, errorText } from '../ui.tsx';

export function SignIn({ onSignedIn }: { onSignedIn: (session: OperatorSession) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => call(endpoints.login, { body: { name: name.trim(), password } }),
    onSuccess: onSignedIn,
  });
  useEffect(() => {
    document.title = 'Sign in · Back office';
  }, []);
  return (
    <div className="signin">
      <form
        className="signin__card"
        aria-labelledby="signin-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() && password) login.mutate();
        }}
      >
        <div className="signin__brand">
          <span className="brand__mark" aria-hidden="true">
            TP
          </span>
          <span>Trade Platform</span>
        </div>
        <h1 id="signin-title">Back office sign in</h1>
        <p className="muted">For operators only. Customer accounts cannot sign in here.</p>
        <Field label="Operator name">
          <input
            name="name"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={32}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field label="Password">
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {login.isError && <Alert>{errorText(login.error)}</Alert>}
        <Button type="submit" variant="primary" busy={login.isPending} disabled={!name.trim() || !password}>
          Sign in
        </Button>
      </form>
    </div>
  );
}
