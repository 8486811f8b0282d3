import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useForm } from '../../lib/useForm.ts';
import { rules } from '../../lib/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { useToastOutcome } from '../../ui/toast.tsx';
import { useRegister } from './api/register.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { CodeField } from './components/CodeField.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { ProviderButtons } from './components/ProviderButtons.tsx';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const toastOutcome = useToastOutcome();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const register = useRegister();
  const invite = search.get('inviteCode') ?? search.get('invite') ?? search.get('code') ?? '';
  const form = useForm({ username: '', email: '', password: '', repeat: '', code: '', inviteCode: invite });
  const submit = form.submit(
    (v) => ({
      username: rules.username(v.username),
      email: rules.email(v.email),
      password: rules.password(v.password),
      repeat: rules.repeat(v.repeat, v.password),
      code: rules.code(v.code),
    }),
    (v) => {
      const inviteCode = v.inviteCode.trim();
      register.mutate(
        {
          username: v.username.trim(),
          email: v.email.trim(),
          password: v.password,
          code: v.code.trim(),
          ...(inviteCode ? { inviteCode } : {}),
        },
        toastOutcome(t('registered'), () => void navigate(paths.home, { replace: true })),
      );
    },
  );
  return (
    <AuthLayout title={t('registerTitle')} subtitle={t('registerSubtitle')}>
      <form className="auth__form" onSubmit={submit} noValidate>
        <Field
          label={t('username')}
          autoComplete="username"
          hint={t('usernameHint')}
          error={form.message('username')}
          {...form.bind('username')}
        />
        <Field
          label={t('email')}
          type="email"
          autoComplete="email"
          error={form.message('email')}
          {...form.bind('email')}
        />
        <NewPasswordFields form={form} label={t('password')} />
        <CodeField form={form} purpose="register" />
        <Field label={t('inviteCode')} autoComplete="off" {...form.bind('inviteCode')} />
        <Button type="submit" block busy={register.isPending}>
          {t('submitRegister')}
        </Button>
      </form>
      <ProviderButtons />
      <p className="auth__switch">
        {t('haveAccount')} <Link to={paths.login}>{t('nav.login')}</Link>
      </p>
    </AuthLayout>
  );
}
