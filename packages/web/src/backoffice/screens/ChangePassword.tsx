import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { notify } from '../toast.tsx';
import { Alert, Button, Field, PageHeader, errorText } from '../ui.tsx';

const NEW_PASSWORD_MIN = 12;

export function ChangePasswordPage() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useMutation({
    mutationFn: () => call(endpoints.changePassword, { body: { oldPassword, newPassword } }),
    onSuccess: () => {
      notify('Your password is changed.');
      setOldPassword('');
      setNewPassword('');
      setRepeat('');
    },
  });
  const tooShort = newPassword.length > 0 && newPassword.length < NEW_PASSWORD_MIN;
  const mismatch = repeat.length > 0 && repeat !== newPassword;
  const valid = oldPassword.length > 0 && newPassword.length >= NEW_PASSWORD_MIN && repeat === newPassword;
  return (
    <div>
      <PageHeader title="Change password" />
      <form
        className="card narrow"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) change.mutate();
        }}
      >
        <Field label="Current password">
          <input
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            maxLength={128}
            onChange={(event) => setOldPassword(event.target.value)}
          />
        </Field>
        <Field
          label="New password"
          hint={tooShort ? `At least ${NEW_PASSWORD_MIN} characters.` : `${NEW_PASSWORD_MIN} characters or more.`}
        >
          <input
            type="password"
            autoComplete="new-password"
            value={newPassword}
            maxLength={128}
            aria-invalid={tooShort || undefined}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </Field>
        <Field label="Repeat the new password" hint={mismatch ? 'The two do not match.' : undefined}>
          <input
            type="password"
            autoComplete="new-password"
            value={repeat}
            maxLength={128}
            aria-invalid={mismatch || undefined}
            onChange={(event) => setRepeat(event.target.value)}
          />
        </Field>
        {change.isError && <Alert>{errorText(change.error)}</Alert>}
        <Button type="submit" variant="primary" busy={change.isPending} disabled={!valid}>
          Change password
        </Button>
      </form>
    </div>
  );
}
