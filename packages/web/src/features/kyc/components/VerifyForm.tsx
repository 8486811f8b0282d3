import { useTranslation } from 'react-i18next';
import { KYC_AREA_CODES, KYC_DOCUMENT_TYPES, needsBack } from '@tp/contract/rules/kyc';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Field } from '../../../ui/Field.tsx';
import type { useVerifyForm } from '../useVerifyForm.ts';
import { CountryField } from './CountryField.tsx';
import { PhotoField } from './PhotoField.tsx';

type Form = ReturnType<typeof useVerifyForm>;

/** Sex, document type and the phone's area code: small choices as selects, keyboard usable. */
function Choices({ form }: { form: Form }) {
  const { t } = useTranslation('kyc');
  const { values, set, errors } = form;
  return (
    <>
      <div className={`field${errors.sex ? ' field--error' : ''}`}>
        <label htmlFor="kyc-sex">{t('fields.sex')}</label>
        <select id="kyc-sex" value={values.sex} onChange={(e) => set('sex', e.target.value as 'female' | 'male')}>
          <option value="">{t('fields.choose')}</option>
          <option value="female">{t('sex.female')}</option>
          <option value="male">{t('sex.male')}</option>
        </select>
        {errors.sex && <p className="field__error">{errors.sex}</p>}
      </div>
      <div className="field">
        <label htmlFor="kyc-document-type">{t('fields.documentType')}</label>
        <select
          id="kyc-document-type"
          value={values.documentType}
          onChange={(e) => set('documentType', e.target.value as (typeof KYC_DOCUMENT_TYPES)[number])}
        >
          {KYC_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`documentType.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function Phone({ form }: { form: Form }) {
  const { t } = useTranslation('kyc');
  const { values, set, errors } = form;
  return (
    <div className="kyc-phone">
      <div className="field">
        <label htmlFor="kyc-area-code">{t('fields.areaCode')}</label>
        <select id="kyc-area-code" dir="ltr" value={values.areaCode} onChange={(e) => set('areaCode', e.target.value)}>
          {KYC_AREA_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('fields.phone')}
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel-national"
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onChange={(e) => set('phoneNumber', e.target.value)}
      />
    </div>
  );
}

/** Every field of the verification, the photos, and the confirm dialog before it is sent. */
export function VerifyForm({ form }: { form: Form }) {
  const { t } = useTranslation('kyc');
  const { values, set, setPhoto, errors } = form;
  const text = (key: 'firstName' | 'lastName' | 'documentNumber' | 'address' | 'email', extra = {}) => (
    <Field
      label={t(`fields.${key}`)}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
      {...extra}
    />
  );
  return (
    <form
      className="kyc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.review();
      }}
    >
      <div className="kyc-form__grid">
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        <Choices form={form} />
        <Field
          label={t('fields.birthdate')}
          type="date"
          value={values.birthdate}
          error={errors.birthdate}
          onChange={(e) => set('birthdate', e.target.value)}
        />
        <CountryField value={values.country} error={errors.country ?? null} onChange={(code) => set('country', code)} />
        {text('documentNumber', { dir: 'ltr' })}
        <Phone form={form} />
        {text('address', { autoComplete: 'street-address' })}
        {text('email', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
      </div>
      <div className="kyc-form__photos">
        <PhotoField photo="front" error={errors.front ?? null} onChange={(s) => setPhoto('front', s)} />
        {needsBack(values.documentType) && (
          <PhotoField photo="back" error={errors.back ?? null} onChange={(s) => setPhoto('back', s)} />
        )}
        <PhotoField photo="handheld" error={errors.handheld ?? null} onChange={(s) => setPhoto('handheld', s)} />
      </div>
      <Button type="submit" block>
        {t('submit')}
      </Button>
      <ConfirmDialog
        open={form.confirming}
        title={t('confirm.title')}
        className="kyc-confirm"
        busy={form.busy}
        onCancel={form.cancel}
        onConfirm={form.send}
      >
        <p>{t('confirm.text', { name: `${values.firstName} ${values.lastName}` })}</p>
      </ConfirmDialog>
    </form>
  );
}
