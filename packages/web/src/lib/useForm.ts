import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validate, type ValidationKey } from './validation.ts';

type Checks<T> = Partial<Record<keyof T, ValidationKey | null>>;

/**
 * Form values and their validation messages. Messages show once the customer tries to submit,
 * and a field's message goes as soon as it is edited.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const { t } = useTranslation('forms');
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, ValidationKey>>>({});
  const bind = (name: keyof T) => ({
    name: String(name),
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const message = (name: keyof T): string | null => {
    const key = errors[name];
    return key ? t(`validation.${key}`) : null;
  };
  /** A submit handler that runs `onValid` only when every check passes. */
  const submit = (checks: (values: T) => Checks<T>, onValid: (values: T) => void) => (event: React.SyntheticEvent) => {
    event.preventDefault();
    const found = validate<keyof T>(checks(values));
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };
  const flag = (name: keyof T, key: ValidationKey) => {
    setErrors((current) => ({ ...current, [name]: key }));
  };
  return { values, bind, message, submit, flag };
}
