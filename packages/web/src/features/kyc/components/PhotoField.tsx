import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../api/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { useUploadIdentityPhoto } from '../api/kyc-upload.ts';
import { cameraAvailable, PHOTO_ACCEPT, photoProblem, type PhotoProblem } from '../rules.ts';
import { Camera } from './Camera.tsx';

export type PhotoKey = 'front' | 'back' | 'handheld';
export type PhotoState = { status: 'none' | 'uploading' | 'failed' } | { status: 'uploaded'; fileId: string };

/** Picks (camera or file), checks, previews and uploads one photo as soon as it is taken. */
function usePhotoUpload(onChange: (state: PhotoState) => void) {
  const upload = useUploadIdentityPhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
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

  const take = (photo: Blob, name: string) => {
    abort.current?.abort();
    upload.reset();
    setPreview(URL.createObjectURL(photo));
    const found = photoProblem(photo, name);
    setProblem(found);
    if (found) {
      onChange({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onChange({ status: 'uploading' });
    upload.mutate(
      { file: photo, name, signal: controller.signal, onProgress: setProgress },
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
  return { upload, preview, problem, progress, take };
}

/** The file picker: a real input (hidden) behind a button-like label, keyboard usable. */
function FilePick({ photo, onPick }: { photo: PhotoKey; onPick: (file: File, name: string) => void }) {
  const { t } = useTranslation('kyc');
  const id = useId();
  return (
    <>
      <input
        id={id}
        className="sr-only"
        type="file"
        accept={PHOTO_ACCEPT}
        data-photo={photo}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          // The same file may be picked again after a failure.
          event.target.value = '';
          if (picked) onPick(picked, picked.name);
        }}
      />
      <label htmlFor={id} className="btn btn--ghost btn--small">
        {t('photo.chooseFile')}
      </label>
    </>
  );
}

/** The upload's progress bar, then that the photo was received. */
function UploadState({ pending, done, progress }: { pending: boolean; done: boolean; progress: number }) {
  const { t } = useTranslation('kyc');
  if (done) return <span className="kyc-photo__done">✓ {t('photo.received')}</span>;
  if (!pending) return null;
  return (
    <div className="kyc-photo__progress" role="status">
      <progress value={progress} max={1} />
      <span>{t('photo.uploading', { percent: Math.round(progress * 100) })}</span>
    </div>
  );
}

/**
 * One identity photo: the camera where the device has one (getUserMedia), else — or when access is
 * refused — the "camera not supported" message and the file picker; a preview and a progress bar.
 */
export function PhotoField({
  photo,
  error,
  onChange,
}: {
  photo: PhotoKey;
  error: string | null;
  onChange: (state: PhotoState) => void;
}) {
  const { t } = useTranslation('kyc');
  const describe = useErrorMessage();
  const [camera, setCamera] = useState<'closed' | 'open' | 'unavailable'>('closed');
  const { upload, preview, problem, progress, take } = usePhotoUpload(onChange);
  const unavailable = useCallback(() => setCamera('unavailable'), []);
  const openCamera = () => setCamera(cameraAvailable() ? 'open' : 'unavailable');
  const message = problem ? t(`validation.${problem}`) : upload.error ? describe(upload.error) : error;
  return (
    <fieldset className={`kyc-photo${message ? ' field--error' : ''}`}>
      <legend>{t(`photo.${photo}`)}</legend>
      <div className="kyc-photo__box">
        {preview ? (
          <img className="kyc-photo__preview" src={preview} alt={t('photo.preview')} />
        ) : (
          <div className="kyc-photo__placeholder" aria-hidden="true" />
        )}
        <div className="kyc-photo__side">
          <Button variant="secondary" className="btn--small" onClick={openCamera}>
            {t('photo.useCamera')}
          </Button>
          <FilePick photo={photo} onPick={take} />
          <UploadState pending={upload.isPending} done={upload.isSuccess} progress={progress} />
        </div>
      </div>
      {camera === 'unavailable' && (
        <p className="field__hint" role="status">
          {t('photo.cameraUnsupported')}
        </p>
      )}
      {camera === 'open' && (
        <Camera
          onUnavailable={unavailable}
          onClose={() => setCamera('closed')}
          onCapture={(blob) => {
            setCamera('closed');
            take(blob, `${photo}.jpg`);
          }}
        />
      )}
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : (
        <p className="field__hint">{t('photo.hint')}</p>
      )}
    </fieldset>
  );
}
