import { useMutation } from '@tanstack/react-query';
import type { SendCodeBody } from '@tp/contract';
import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { currentLanguage } from '../../../i18n/index.ts';

/** The code's e-mail is written in the interface language the customer is reading. */
export async function sendCode(input: SendCodeBody): Promise<void> {
  await call(authEndpoints.sendCode, { body: { language: currentLanguage(), ...input } });
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
