import { useEffect, useId, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Choices } from '../../../ui/Choices.tsx';
import { Field } from '../../../ui/Field.tsx';

/** Ink of the signature: dark and opaque on a transparent pad, as the server's check reads it. */
const INK = '#14182b';
const LINE_WIDTH_PX = 2.5;
/** A typed name is written in a handwriting face where the system has one. */
const TYPED_FONT_STACK = '"Segoe Script", "Brush Script MT", "Apple Chancery", cursive, serif';
const TYPED_FONT_PX = 36;
const SIGN_MODES = ['draw', 'type'] as const;
type SignMode = (typeof SIGN_MODES)[number];

/**
 * Writes a typed name across the pad in the signature's ink, as large as fits its width: the
 * same kind of picture a drawn signature gives, checked for ink the same way by the server.
 */
function writeTypedName(canvas: HTMLCanvasElement, name: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  const text = name.trim();
  if (!text) return;
  const scale = window.devicePixelRatio || 1;
  const margin = 12 * scale;
  let size = TYPED_FONT_PX * scale;
  context.font = `italic ${size}px ${TYPED_FONT_STACK}`;
  const width = context.measureText(text).width;
  if (width > canvas.width - 2 * margin) {
    size = Math.max(8 * scale, (size * (canvas.width - 2 * margin)) / width);
    context.font = `italic ${size}px ${TYPED_FONT_STACK}`;
  }
  context.fillStyle = INK;
  context.textBaseline = 'middle';
  context.textAlign = 'start';
  context.fillText(text, margin, canvas.height / 2, canvas.width - 2 * margin);
}

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
 * A pad to sign on, two ways: draw with a mouse, a pen or a finger (pointer events, one stroke per
 * pointer down; touch does not scroll the page while signing), or type one's name, which is
 * written on the same pad in a handwriting face, for whoever signs with a keyboard or a screen
 * reader. A radio pair (one Tab stop, arrows to switch) chooses; switching clears the pad.
 * `onInk` hears whether there is a signature; the caller reads the picture from `canvasRef` (a
 * PNG) when it sends it.
 */
export function SignaturePad({
  canvasRef,
  onInk,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onInk: (inked: boolean) => void;
}) {
  const { t } = useTranslation('loan');
  const hintId = useId();
  const [mode, setMode] = useState<SignMode>('draw');
  const [typedName, setTypedName] = useState('');
  const { clear, ...handlers } = usePadDrawing(canvasRef, onInk);
  const typeName = (name: string) => {
    setTypedName(name);
    if (canvasRef.current) writeTypedName(canvasRef.current, name);
    onInk(name.trim() !== '');
  };
  const switchTo = (next: SignMode) => {
    if (next === mode) return;
    setMode(next);
    clear();
    if (next === 'type') typeName(typedName);
  };
  return (
    <div className="signature">
      <Choices
        role="radiogroup"
        className="segmented signature__modes"
        label={t('sign.mode')}
        options={SIGN_MODES}
        value={mode}
        onChange={switchTo}
      >
        {(option) => t(`sign.${option}`)}
      </Choices>
      {mode === 'type' && (
        <Field
          label={t('sign.typedName')}
          autoComplete="name"
          value={typedName}
          onChange={(event) => typeName(event.target.value)}
        />
      )}
      <canvas
        ref={canvasRef}
        className={`signature__pad${mode === 'type' ? ' signature__pad--typed' : ''}`}
        role="img"
        aria-label={t(mode === 'draw' ? 'sign.pad' : 'sign.typedPad')}
        aria-describedby={hintId}
        {...(mode === 'draw' ? handlers : {})}
      />
      <div className="signature__foot">
        <span className="muted" id={hintId}>
          {t(mode === 'draw' ? 'sign.hint' : 'sign.typeHint')}
        </span>
        {mode === 'draw' && (
          <Button variant="ghost" onClick={clear}>
            {t('sign.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
