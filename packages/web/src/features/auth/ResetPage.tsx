import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useForm } from '../../lib/useForm.ts';
import { rules } from '../../lib/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { useToastOutcome } from '../../ui/toast.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { CodeField } from './components/CodeField.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';

export default function ResetPage() {
  const { t } = useTranslation(['auth', 'forms']);
  const toastOutcome = useToastOutcome();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ email: '', code: '', password: '', repeat: '' });
  const submit = form.submit(
    (v) => ({
      email: rules.email(v.email),
      code: rules.code(v.code),
      password: rules.newPassword(v.password),
      repeat: rules.repeat(v.repeat, v.password),
    }),
    (v) => {
      reset.mutate(
        { email: v.email.trim(), code: v.code.trim(), password: v.password },
        toastOutcome(t('passwordReset'), () => void navigate(paths.login, { replace: true })),
      );
    },
  );
  return (
    <AuthLayout title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      <form className="auth__form" onSubmit={submit} noValidate>
        <Field
          label={t('email')}
          type="email"
          autoComplete="email"
          error={form.message('email')}
          {...form.bind('email')}
        />
        <CodeField form={form} purpose="reset" />
        <NewPasswordFields form={form} label={t('forms:newPassword')} />
        <Button type="submit" block busy={reset.isPending}>
          {t('submitReset')}
        </Button>
      </form>
      <p className="auth__switch">
        <Link to={paths.login}>{t('nav.login')}</Link>
      </p>
    </AuthLayout>
  );
}
