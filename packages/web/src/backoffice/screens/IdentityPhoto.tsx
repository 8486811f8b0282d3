import { useEffect, useState } from 'react';
import type { KycPhoto } from '@tp/contract';
import { fetchIdentityPhoto } from '../api.ts';
import { errorText } from '../ui.tsx';

type PhotoState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; error: unknown };

const LABEL: Record<KycPhoto, string> = {
  front: 'Front of the document',
  back: 'Back of the document',
  handheld: 'The customer holding the document',
};

/** One identity photo: fetched with the operator's token, held only as an object URL while shown. */
export function IdentityPhoto({ id, photo }: { id: number; photo: KycPhoto }) {
  const [state, setState] = useState<PhotoState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ kind: 'loading' });
    fetchIdentityPhoto(id, photo, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'ready', url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, photo]);
  return (
    <figure className="kyc-photo">
      {state.kind === 'ready' && <img src={state.url} alt={LABEL[photo]} />}
      {state.kind === 'loading' && <div role="status">Loading…</div>}
      {state.kind === 'error' && <div role="alert">Not loaded: {errorText(state.error)}</div>}
      <figcaption>{LABEL[photo]}</figcaption>
    </figure>
  );
}
