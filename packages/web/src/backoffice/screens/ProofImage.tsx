import { useEffect, useState } from 'react';
import { fetchProof } from '../api.ts';
import { errorText } from '../ui.tsx';

type ProofState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; error: unknown };

/** The deposit's proof image: fetched with the operator's token as a blob, shown through an object URL. */
export function ProofImage({ fileId }: { fileId: string }) {
  const [state, setState] = useState<ProofState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ kind: 'loading' });
    fetchProof(fileId, controller.signal).then(
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
  }, [fileId]);
  if (state.kind === 'loading')
    return (
      <div className="proof proof--empty" role="status">
        Loading the proof image…
      </div>
    );
  if (state.kind === 'error')
    return (
      <div className="proof proof--empty" role="alert">
        The proof image could not be loaded: {errorText(state.error)}
      </div>
    );
  return (
    <a className="proof" href={state.url} target="_blank" rel="noreferrer" title="Open the full-size image">
      <img src={state.url} alt="Payment proof uploaded by the customer" />
    </a>
  );
}
