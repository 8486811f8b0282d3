/** Where a visitor's browser keeps its chat token (the conversation is that browser's). */
export const VISITOR_KEY = 'chatVisitor';
/** The app's session token, where the app keeps it (lib/storage.ts; not imported, so the page stays light). */
export const SESSION_KEY = 'token';

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage: the conversation then lasts as long as the page.
  }
}
