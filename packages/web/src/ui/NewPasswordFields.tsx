import { useTranslation } from 'react-i18next';
import type { useForm } from '../lib/useForm.ts';
import { Field } from './Field.tsx';

type PasswordForm = Pick<ReturnType<typeof useForm<{ password: string; repeat: string }>>, 'bind' | 'message'>;

/** A new password and its repetition, as every form that sets one asks for them. */
export function NewPasswordFields({ form, label }: { form: PasswordForm; label: string }) {
  const { t } = useTranslation('forms');
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={form.message('password')}
        {...form.bind('password')}
      />
      <Field
        label={t('repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={form.message('repeat')}
        {...form.bind('repeat')}
      />
    </>
  );
}
