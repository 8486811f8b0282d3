import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@tp/contract/codes';
import { ApiError } from '../../api/client.ts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useForm } from '../../lib/useForm.ts';
import { rules } from '../../lib/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { useToastOutcome } from '../../ui/toast.tsx';
import { useChangePassword } from './api/change-password.ts';
import './account.css';

export default function ChangePasswordPage() {
  const { t } = useTranslation(['account', 'forms']);
  const toastOutcome = useToastOutcome();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const change = useChangePassword();
  const form = useForm({ oldPassword: '', password: '', repeat: '' });
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  const submit = form.submit(
    (v) => ({
      oldPassword: rules.oldPassword(v.oldPassword),
      password: rules.newPassword(v.password),
      repeat: rules.repeat(v.repeat, v.password),
    }),
    (v) => {
      const outcome = toastOutcome(t('passwordChanged'), () => void navigate(paths.account, { replace: true }));
      change.mutate(
        { oldPassword: v.oldPassword, newPassword: v.password },
        {
          ...outcome,
          // The only password this form checks against the account is the current one: say so at its field.
          onError: (error) => {
            if (error instanceof ApiError && error.code === ErrorCode.passwordWrong) {
              form.flag('oldPassword', 'currentPasswordWrong');
            } else outcome.onError(error);
          },
        },
      );
    },
  );
  return (
    <section className="page page--narrow">
      <h1>{t('changePasswordTitle')}</h1>
      <form className="form-card" onSubmit={submit} noValidate>
        <Field
          label={t('oldPassword')}
          type="password"
          autoComplete="current-password"
          error={form.message('oldPassword')}
          {...form.bind('oldPassword')}
        />
        <NewPasswordFields form={form} label={t('forms:newPassword')} />
        <Button type="submit" block busy={change.isPending}>
          {t('submitChange')}
        </Button>
      </form>
    </section>
  );
}
