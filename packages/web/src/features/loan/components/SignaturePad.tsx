import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';

/** Ink of the signature: dark and opaque on a transparent pad, as the server's check reads it. */
const INK = '#14182b';
const LINE_WIDTH_PX = 2.5;

/** Strokes on the pad from pointer events, in the canvas's own pixels (its size follows the layout). */
function usePadDrawing(canvasRef: RefObject<HTMLCanvasElement | null>, onInk: (inked: boolean) => void) {
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * scale);
    canvas.height = Math.round(canvas.clientHeight * scale);
  }, [canvasRef]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };

  const draw = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    const to = pointOf(event);
    context.strokeStyle = INK;
    context.lineWidth =
      LINE_WIDTH_PX * (window.devicePixelRatio || 1) * (event.pressure > 0 ? 0.6 + event.pressure : 1);
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + 0.01, to.y + 0.01);
    context.stroke();
    last.current = to;
    onInk(true);
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    onInk(false);
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      last.current = pointOf(event);
      draw(event);
    },
    onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => {
      if (last.current) draw(event);
    },
    onPointerUp: () => {
      last.current = null;
    },
    onPointerCancel: () => {
      last.current = null;
    },
    clear,
  };
}

/**
 * A pad to sign on with a mouse, a pen or a finger (pointer events, one stroke per pointer down;
 * touch does not scroll the page while signing). `onInk` hears whether anything is drawn; the
 * caller reads the picture from `canvasRef` (a PNG) when it sends it.
 */
export function SignaturePad({
  canvasRef,
  onInk,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onInk: (inked: boolean) => void;
}) {
  const { t } = useTranslation('loan');
  const { clear, ...handlers } = usePadDrawing(canvasRef, onInk);
  return (
    <div className="signature">
      <canvas ref={canvasRef} className="signature__pad" role="img" aria-label={t('sign.pad')} {...handlers} />
      <div className="signature__foot">
        <span className="muted">{t('sign.hint')}</span>
        <Button variant="ghost" onClick={clear}>
          {t('sign.clear')}
        </Button>
      </div>
    </div>
  );
}
