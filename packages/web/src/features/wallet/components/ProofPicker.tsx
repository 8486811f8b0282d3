import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { useUploadProof } from '../api/upload.ts';
import { checkProofFile, PROOF_ACCEPT, type Problem } from '../rules.ts';

/** Where the proof stands, as the form needs it: submit only with an uploaded image. */
export type ProofState =
  { status: 'none' | 'invalid' | 'uploading' | 'failed' } | { status: 'uploaded'; fileId: string };

/**
 * The picked file, its preview and its upload: checked here for format and size, uploaded as soon
 * as it is picked, with progress; a new pick or leaving cancels the upload under way.
 */
function useProofUpload(onChange: (state: ProofState) => void) {
  const upload = useUploadProof();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );

  const start = (picked: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onChange({ status: 'uploading' });
    upload.mutate(
      { file: picked, signal: controller.signal, onProgress: setProgress },
      {
        onSuccess: (result) => {
          onChange({ status: 'uploaded', fileId: result.fileId });
        },
        onError: () => {
          if (!controller.signal.aborted) onChange({ status: 'failed' });
        },
      },
    );
  };

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!picked) return;
    abort.current?.abort();
    upload.reset();
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
    setPreviewFailed(false);
    const found = checkProofFile(picked);
    setProblem(found);
    if (found) onChange({ status: 'invalid' });
    else start(picked);
  };

  const failPreview = () => {
    setPreviewFailed(true);
  };
  return { upload, file, preview: previewFailed ? null : preview, failPreview, problem, progress, start, pick };
}

/**
 * Why an upload failed, and whether trying again may help: only when the upload did not get
 * through (the network, a timeout). A refusal says the server's reason; the same file would be
 * refused again, so it offers no retry.
 */
function useUploadErrorMessage(error: Error | null): { message: string; retry: boolean } | null {
  const { t } = useTranslation('wallet');
  const describe = useErrorMessage();
  if (!error) return null;
  if (error instanceof ApiError && (error.code === 'network' || error.code === 'timeout')) {
    return { message: t('deposit.uploadFailed'), retry: true };
  }
  if (error instanceof ApiError && error.code === 413) return { message: t('validation.imageSize'), retry: false };
  return { message: describe(error), retry: false };
}

/** The picked image, or its name when it cannot be shown, or an empty frame before a pick. */
function ProofPreview({
  file,
  preview,
  refused,
  onError,
}: {
  file: File | null;
  preview: string | null;
  /** The server refused the file: it is not uploaded as it is, whatever the browser could show. */
  refused: boolean;
  onError: () => void;
}) {
  const { t } = useTranslation('wallet');
  if (preview) return <img className="proof__preview" src={preview} alt={t('deposit.preview')} onError={onError} />;
  return (
    <div className="proof__placeholder" aria-hidden={!file}>
      {file ? (
        <>
          <strong>{file.name}</strong>
          {!refused && <span className="muted">{t('deposit.noPreview')}</span>}
        </>
      ) : (
        <svg width={32} height={32} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6}>
          <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01" />
        </svg>
      )}
    </div>
  );
}

/**
 * The payment-proof screenshot: checked here for format and size, shown as a preview, uploaded
 * as soon as it is picked, with progress; a refusal says why, and an upload the network lost can be retried.
 */
export function ProofPicker({ onChange, error }: { onChange: (state: ProofState) => void; error: string | null }) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const { upload, file, preview, failPreview, problem, progress, start, pick } = useProofUpload(onChange);
  const uploadError = useUploadErrorMessage(upload.error);
  const message = problem ? t(`validation.${problem.key}`) : (uploadError?.message ?? error);
  return (
    <div className={`wallet-field proof${message ? ' field--error' : ''}`}>
      <span className="wallet-field__label">{t('deposit.proof')}</span>
      <div className="proof__box">
        <ProofPreview
          file={file}
          preview={preview}
          refused={uploadError !== null && !uploadError.retry}
          onError={failPreview}
        />
        <div className="proof__side">
          <input id={id} className="sr-only" type="file" accept={PROOF_ACCEPT} onChange={pick} />
          <label htmlFor={id} className="btn btn--secondary btn--small">
            {t(file ? 'deposit.change' : 'deposit.choose')}
          </label>
          {upload.isPending && (
            <div className="proof__progress" role="status">
              <progress value={progress} max={1} />
              <span>{t('deposit.uploading', { percent: Math.round(progress * 100) })}</span>
            </div>
          )}
          {upload.isSuccess && <span className="proof__done">✓ {t('deposit.uploaded')}</span>}
          {uploadError?.retry && file && (
            <Button
              variant="ghost"
              className="btn--small"
              onClick={() => {
                start(file);
              }}
            >
              {t('deposit.retryUpload')}
            </Button>
          )}
        </div>
      </div>
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : (
        <p className="field__hint">{t('deposit.proofHint')}</p>
      )}
    </div>
  );
}
