import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@tp/contract';
import { useErrorMessage } from '../../../api/messages.ts';
import { Field } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useSendCode } from '../api/send-code.ts';
import type { useForm } from '../../../lib/useForm.ts';
import { rules } from '../../../lib/validation.ts';

/** The server sends one code a minute to an address; the button counts the minute down. */
export const RESEND_SECONDS = 60;

type CodeForm = Pick<
  ReturnType<typeof useForm<{ email: string; code: string }>>,
  'values' | 'bind' | 'message' | 'flag'
>;

/** The e-mail code with its send button; the code goes to the form's e-mail, checked first. */
export function CodeField({ form, purpose }: { form: CodeForm; purpose: CodePurpose }) {
  const email = form.values.email;
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const sendCode = useSendCode();
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => {
      setSecondsLeft(secondsLeft - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [secondsLeft]);
  const send = () => {
    const emailError = rules.email(email);
    if (emailError) {
      form.flag('email', emailError);
      return;
    }
    sendCode.mutate(
      { email: email.trim(), purpose },
      {
        onSuccess: () => {
          setSecondsLeft(RESEND_SECONDS);
          showToast(t('codeSent'), 'success');
        },
        onError: (err) => {
          showToast(errorMessage(err), 'error');
        },
      },
    );
  };
  return (
    <Field
      label={t('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={form.message('code')}
      {...form.bind('code')}
      trailing={
        <button
          type="button"
          className="field__action"
          disabled={secondsLeft > 0 || sendCode.isPending}
          onClick={send}
          data-testid="send-code"
        >
          {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
        </button>
      }
    />
  );
}
