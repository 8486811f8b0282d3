import { useSyncExternalStore } from 'react';

/** Toasts: short confirmations of what just happened. */
interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

/** The most toasts shown at once: a newer one pushes the oldest out. */
const TOASTS_SHOWN = 3;
/** How long a toast stays. */
const TOAST_SHOWN_MS = 4000;

let toasts: Toast[] = [];
let nextToast = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function notify(text: string, tone: Toast['tone'] = 'success'): void {
  const toast = { id: nextToast++, text, tone };
  toasts = [...toasts, toast].slice(-TOASTS_SHOWN);
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== toast.id);
    emit();
  }, TOAST_SHOWN_MS);
}

export function Toaster() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  return (
    <div className="toaster" role="status" aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
