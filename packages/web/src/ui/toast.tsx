import { useErrorMessage } from '../api/messages.ts';
import { Store, useStore } from '../lib/store.ts';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
}

/** How long a toast stays, and how many show at once. */
const TOAST_MS = 3500;
const MAX_TOASTS = 3;
const toasts = new Store<Toast[]>([]);
let nextId = 1;

export function showToast(text: string, tone: Toast['tone'] = 'info'): void {
  const toast = { id: nextId++, text, tone };
  toasts.set([...toasts.get(), toast].slice(-MAX_TOASTS));
  setTimeout(() => {
    toasts.set(toasts.get().filter((t) => t.id !== toast.id));
  }, TOAST_MS);
}

export function Toaster() {
  const list = useStore(toasts);
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

/** Mutation callbacks that toast the outcome: the success text then `then()`, or the coded error. */
export function useToastOutcome() {
  const describe = useErrorMessage();
  return (success: string, then: () => void) => ({
    onSuccess: () => {
      showToast(success, 'success');
      then();
    },
    onError: (error: unknown) => {
      showToast(describe(error), 'error');
    },
  });
}
