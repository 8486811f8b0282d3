import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { useForm } from '../../lib/useForm.ts';
import { rules } from '../../lib/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { toastOutcome } from '../../ui/toast.tsx';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { ProviderButtons } from './components/ProviderButtons.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ username: '', password: '' });
  const submit = form.submit(
    (v) => ({ username: rules.usernameOrEmail(v.username), password: v.password ? null : 'enterPassword' }),
    (v) => {
      login.mutate(
        { username: v.username.trim(), password: v.password },
        toastOutcome(t, t('auth.loggedIn'), () => void navigate(paths.home, { replace: true })),
      );
    },
  );
  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <form className="auth__form" onSubmit={submit} noValidate>
        <Field
          label={t('auth.usernameOrEmail')}
          autoComplete="username"
          error={form.message('username')}
          {...form.bind('username')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={form.message('password')}
          {...form.bind('password')}
        />
        <Link className="auth__aside" to={paths.reset}>
          {t('auth.forgotPassword')}
        </Link>
        <Button type="submit" block busy={login.isPending}>
          {t('auth.submitLogin')}
        </Button>
      </form>
      <ProviderButtons />
      <p className="auth__switch">
        {t('auth.noAccount')} <Link to={paths.register}>{t('nav.signup')}</Link>
      </p>
    </AuthLayout>
  );
}
