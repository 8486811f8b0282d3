import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTI_PHISHING_CODE_MAX } from '@tp/contract/rules/settings';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Field } from '../../../ui/Field.tsx';
import { useAntiPhishingForm } from '../useAntiPhishingForm.ts';

/** The code as it is now: hidden behind dots until its owner asks to see it (someone may be looking over a shoulder). */
function CurrentCode({ code }: { code: string | null }) {
  const { t } = useTranslation('settings');
  const [shown, setShown] = useState(false);
  if (code === null) return <p className="settings__current muted">{t('code.none')}</p>;
  return (
    <p className="settings__current">
      <span className="settings__code" data-testid="current-code">
        {shown ? code : '•'.repeat(8)}
      </span>
      <Button
        variant="secondary"
        aria-pressed={shown}
        onClick={() => {
          setShown(!shown);
        }}
      >
        {shown ? t('code.hide') : t('code.show')}
      </Button>
    </p>
  );
}

/** The anti-phishing code: what it is for, the current one, and the form that changes it after a confirmation. */
export function AntiPhishingCode({ current }: { current: string | null }) {
  const { t } = useTranslation('settings');
  const form = useAntiPhishingForm();
  return (
    <section className="form-card settings__section" aria-labelledby="settings-code">
      <h2 id="settings-code">{t('code.title')}</h2>
      <p className="muted">{t('code.explain')}</p>
      <div>
        <h3 className="settings__label">{t('code.current')}</h3>
        <CurrentCode code={current} />
      </div>
      <form className="settings__form" onSubmit={form.submit} noValidate>
        <Field
          label={t('code.field')}
          hint={t('code.hint')}
          autoComplete="off"
          maxLength={ANTI_PHISHING_CODE_MAX + 10}
          value={form.code}
          error={form.problem ? t(`problems.${form.problem}`) : null}
          onChange={(event) => {
            form.setCode(event.target.value);
          }}
        />
        <Button type="submit">{t('code.save')}</Button>
      </form>
      <ConfirmDialog
        open={form.pending !== null}
        title={t('code.confirmTitle')}
        className="settings-confirm"
        busy={form.saving}
        onCancel={form.cancel}
        onConfirm={form.confirm}
      >
        <p>{t('code.confirmText')}</p>
        <p className="settings__code settings__code--large">{form.pending}</p>
      </ConfirmDialog>
    </section>
  );
}
