// @vitest-environment happy-dom
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEnglish, renderWithProviders } from '../../../testing/index.ts';
import { SignaturePad } from './SignaturePad.tsx';

/** What the pad wrote on its canvas: the test DOM has no 2D drawing, so a context records the calls. */
interface Written {
  text: string;
  font: string;
  fillStyle: string;
}

function recordingContext(written: Written[]) {
  const context = {
    font: '',
    fillStyle: '',
    textBaseline: '',
    textAlign: '',
    clearRect: () => {
      written.length = 0;
    },
    measureText: (text: string) => ({ width: text.length * 10 }),
    fillText: (text: string) => {
      written.push({ text, font: context.font, fillStyle: context.fillStyle });
    },
  };
  return context;
}

function Pad({ onInk }: { onInk: (inked: boolean) => void }) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  return (
    <>
      <button type="button">before</button>
      <SignaturePad canvasRef={canvasRef} onInk={onInk} />
    </>
  );
}

describe('the signature pad from the keyboard', () => {
  const written: Written[] = [];

  beforeAll(async () => {
    await loadEnglish(['loan', 'forms']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    written.length = 0;
  });

  it('switches to typing with the arrows and writes the typed name on the pad as the signature', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => recordingContext(written) as unknown as CanvasRenderingContext2D,
    );
    const onInk = vi.fn();
    renderWithProviders(<Pad onInk={onInk} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Draw' }));
    expect(screen.getByRole('img', { name: /draw your signature/ })).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Type your name' }).getAttribute('aria-checked')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Your full name'));
    await user.keyboard('Anna Müller');

    expect(onInk).toHaveBeenLastCalledWith(true);
    expect(written).toEqual([
      { text: 'Anna Müller', font: expect.stringContaining('italic') as string, fillStyle: '#14182b' },
    ]);
    const pad = screen.getByRole('img', { name: 'Signature pad: your typed name, written as a signature' });
    expect(pad.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pad.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Type your full name: it is written in the box as your signature.',
    );
  });

  it('has no signature while the typed name is blank, nor after switching back to drawing', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => recordingContext(written) as unknown as CanvasRenderingContext2D,
    );
    const onInk = vi.fn();
    renderWithProviders(<Pad onInk={onInk} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Type your name' }));
    await user.type(screen.getByLabelText('Your full name'), '   ');
    expect(onInk).toHaveBeenLastCalledWith(false);
    expect(written).toEqual([]);

    await user.type(screen.getByLabelText('Your full name'), 'Li');
    expect(onInk).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    expect(onInk).toHaveBeenLastCalledWith(false);
    expect(written).toEqual([]);
  });
});
