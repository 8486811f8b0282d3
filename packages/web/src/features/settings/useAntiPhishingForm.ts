import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@tp/contract/codes';
import { ANTI_PHISHING_CODE_PATTERN } from '@tp/contract/rules/settings';
import { ApiError } from '../../api/client.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { showToast } from '../../ui/toast.tsx';
import { useSetAntiPhishingCode } from './api/set-anti-phishing-code.ts';

export type CodeProblem = 'required' | 'invalid';

/** The code's problem, if any, by the server's own rule (which refuses it the same way). */
export function codeProblem(text: string): CodeProblem | null {
  const typed = text.trim();
  if (typed === '') return 'required';
  return ANTI_PHISHING_CODE_PATTERN.test(typed) ? null : 'invalid';
}

/**
 * The anti-phishing code form: the phrase typed, checked by the server's rule, then put up for
 * confirmation before it is saved; once saved the field empties and the settings show it.
 */
export function useAntiPhishingForm() {
  const { t } = useTranslation('settings');
  const describe = useErrorMessage();
  const save = useSetAntiPhishingCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const found = codeProblem(code);
    setProblem(found);
    if (!found) setPending(code.trim());
  };

  const confirm = () => {
    if (pending === null) return;
    save.mutate(pending, {
      onSuccess: () => {
        showToast(t('code.saved'), 'success');
        setPending(null);
        setCode('');
      },
      onError: (error) => {
        showToast(describe(error), 'error');
        // A refusal changed nothing: back to the form, with the field marked when the code was the reason.
        if (error instanceof ApiError && typeof error.code === 'number') setPending(null);
        if (error instanceof ApiError && error.code === ErrorCode.badParameters) setProblem('invalid');
      },
    });
  };

  return {
    code,
    setCode: (value: string) => {
      setCode(value);
      setProblem(null);
    },
    problem,
    submit,
    pending,
    saving: save.isPending,
    cancel: () => {
      setPending(null);
    },
    confirm,
  };
}

export type AntiPhishingForm = ReturnType<typeof useAntiPhishingForm>;
