import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useForm } from '../../lib/useForm.ts';
import { rules } from '../../lib/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { useToastOutcome } from '../../ui/toast.tsx';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { ProviderButtons } from './components/ProviderButtons.tsx';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const toastOutcome = useToastOutcome();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ username: '', password: '' });
  const submit = form.submit(
    (v) => ({ username: rules.usernameOrEmail(v.username), password: v.password ? null : 'enterPassword' }),
    (v) => {
      login.mutate(
        { username: v.username.trim(), password: v.password },
        toastOutcome(t('loggedIn'), () => void navigate(paths.home, { replace: true })),
      );
    },
  );
  return (
    <AuthLayout title={t('loginTitle')} subtitle={t('loginSubtitle')}>
      <form className="auth__form" onSubmit={submit} noValidate>
        <Field
          label={t('usernameOrEmail')}
          autoComplete="username"
          error={form.message('username')}
          {...form.bind('username')}
        />
        <Field
          label={t('password')}
          type="password"
          autoComplete="current-password"
          error={form.message('password')}
          {...form.bind('password')}
        />
        <Link className="auth__aside" to={paths.reset}>
          {t('forgotPassword')}
        </Link>
        <Button type="submit" block busy={login.isPending}>
          {t('submitLogin')}
        </Button>
      </form>
      <ProviderButtons />
      <p className="auth__switch">
        {t('noAccount')} <Link to={paths.register}>{t('nav.signup')}</Link>
      </p>
    </AuthLayout>
  );
}
