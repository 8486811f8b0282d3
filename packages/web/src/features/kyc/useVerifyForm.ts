import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { IdentificationBody, IdentificationForm } from '@tp/contract';
import { refusalReasons } from '@tp/contract/codes';
import {
  birthdateProblem,
  KYC_AREA_CODES,
  KYC_PHONE_PATTERN,
  needsBack,
  utcDay,
  type KycDocumentType,
} from '@tp/contract/rules/kyc';
import { ApiError } from '../../api/client.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { successText } from '../../lib/format.ts';
import { showToast } from '../../ui/toast.tsx';
import { useSubmitIdentification } from './api/identification.ts';
import type { PhotoKey, PhotoState } from './components/PhotoField.tsx';

export type TextField = 'firstName' | 'lastName' | 'birthdate' | 'documentNumber' | 'phoneNumber' | 'address' | 'email';
export interface VerifyValues extends Record<TextField, string> {
  sex: '' | 'female' | 'male';
  country: string;
  documentType: KycDocumentType;
  areaCode: string;
}
type Errors = Partial<Record<TextField | 'sex' | 'country' | PhotoKey, string>>;

const EMPTY_PHOTOS: Record<PhotoKey, PhotoState> = {
  front: { status: 'none' },
  back: { status: 'none' },
  handheld: { status: 'none' },
};

/** The form's starting values: empty, or what was sent last (a rejection), photos to take again. */
function initialValues(last: IdentificationForm | undefined): VerifyValues {
  const [areaCode, ...rest] = (last?.phone ?? `${KYC_AREA_CODES[0]} `).split(' ');
  return {
    firstName: last?.firstName ?? '',
    lastName: last?.lastName ?? '',
    sex: last?.sex ?? '',
    birthdate: last?.birthdate ?? '',
    country: last?.country ?? '',
    documentType: last?.documentType ?? 'id_card',
    documentNumber: last?.documentNumber ?? '',
    areaCode: areaCode ?? KYC_AREA_CODES[0],
    phoneNumber: rest.join(' '),
    address: last?.address ?? '',
    email: last?.email ?? '',
  };
}

/** What the form says is wrong before sending; the server decides again. */
function check(values: VerifyValues, photos: Record<PhotoKey, PhotoState>, t: TFunction<'kyc'>): Errors {
  const errors: Errors = {};
  for (const field of ['firstName', 'lastName', 'documentNumber', 'address', 'email'] as const) {
    if (!values[field].trim()) errors[field] = t('validation.required');
  }
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = t('validation.email');
  if (!values.sex) errors.sex = t('validation.required');
  if (!values.country) errors.country = t('validation.required');
  const birth = birthdateProblem(values.birthdate, utcDay(new Date()));
  if (birth) errors.birthdate = t(`validation.birthdate.${birth}`);
  if (!KYC_PHONE_PATTERN.test(`${values.areaCode} ${values.phoneNumber.trim()}`))
    errors.phoneNumber = t('validation.phone');
  const wanted: PhotoKey[] = needsBack(values.documentType) ? ['front', 'back', 'handheld'] : ['front', 'handheld'];
  for (const key of wanted) {
    const state = photos[key].status;
    if (state !== 'uploaded') errors[key] = t(state === 'uploading' ? 'validation.photoUploading' : 'validation.photo');
  }
  return errors;
}

/** The name field a refusal is about: a name the loan agreement could not print. */
function refusedNameField(error: unknown): 'firstName' | 'lastName' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.message === refusalReasons.firstNameUnprintable) return 'firstName';
  if (error.message === refusalReasons.lastNameUnprintable) return 'lastName';
  return null;
}

function bodyOf(values: VerifyValues, photos: Record<PhotoKey, PhotoState>): IdentificationBody {
  const idOf = (key: PhotoKey) => {
    const state = photos[key];
    return state.status === 'uploaded' ? state.fileId : '';
  };
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    sex: values.sex === 'male' ? 'male' : 'female',
    birthdate: values.birthdate,
    country: values.country,
    documentType: values.documentType,
    documentNumber: values.documentNumber.trim(),
    phone: `${values.areaCode} ${values.phoneNumber.trim()}`,
    address: values.address.trim(),
    email: values.email.trim(),
    frontFileId: idOf('front'),
    ...(needsBack(values.documentType) ? { backFileId: idOf('back') } : {}),
    handheldFileId: idOf('handheld'),
  };
}

/** The verification form: values, photos, checks, the confirm step and the submission. */
export function useVerifyForm(last: IdentificationForm | undefined) {
  const { t } = useTranslation('kyc');
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const submit = useSubmitIdentification();
  const [values, setValues] = useState(() => initialValues(last));
  const [photos, setPhotos] = useState(EMPTY_PHOTOS);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);

  const set = <K extends keyof VerifyValues>(key: K, value: VerifyValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setPhoto = (key: PhotoKey, state: PhotoState) => {
    setPhotos((current) => ({ ...current, [key]: state }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const review = () => {
    const found = check(values, photos, t);
    setErrors(found);
    if (Object.values(found).every((message) => !message)) setConfirming(true);
  };
  const send = () => {
    submit.mutate(bodyOf(values, photos), {
      onSuccess: ({ msg }) => {
        setConfirming(false);
        showToast(successText(tm, msg, tm('success.20001')), 'success');
      },
      onError: (error) => {
        setConfirming(false);
        const field = refusedNameField(error);
        if (field) setErrors((current) => ({ ...current, [field]: describe(error) }));
        showToast(describe(error), 'error');
      },
    });
  };
  const cancel = () => setConfirming(false);
  return { values, set, setPhoto, errors, review, confirming, cancel, send, busy: submit.isPending };
}
