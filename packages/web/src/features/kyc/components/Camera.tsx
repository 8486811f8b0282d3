import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';

/** The photo's largest side: a document stays readable and the JPEG well under 2 MB. */
const MAX_SIDE_PX = 1600;

/**
 * The live camera (getUserMedia) with a capture button; a refusal or a missing camera is reported
 * with `onUnavailable`, so that the file picker takes over. The stream stops when it closes.
 */
export function Camera({
  onCapture,
  onUnavailable,
  onClose,
}: {
  onCapture: (photo: Blob) => void;
  onUnavailable: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('kyc');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    let stopped = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (opened) => {
        if (stopped) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = opened;
        if (video.current) video.current.srcObject = opened;
      },
      () => {
        if (!stopped) onUnavailable();
      },
    );
    return () => {
      stopped = true;
      stream.current?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);

  const capture = () => {
    const source = video.current;
    if (!source || source.videoWidth === 0) return;
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(source.videoWidth, source.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(source.videoWidth * scale);
    canvas.height = Math.round(source.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 0.9);
  };

  return (
    <div className="kyc-camera">
      <video ref={video} autoPlay playsInline muted aria-label={t('photo.cameraView')} />
      <div className="kyc-camera__actions">
        <Button onClick={capture}>{t('photo.capture')}</Button>
        <Button variant="ghost" onClick={onClose}>
          {t('photo.closeCamera')}
        </Button>
      </div>
    </div>
  );
}
