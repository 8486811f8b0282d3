import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { sessionStore } from '../../lib/session.ts';

/**
 * The sign-in and sign-up pages are for visitors: a customer who is signed in when opening one
 * goes to their account instead. The check is made on arrival only, so that signing in on the
 * page itself still ends where the page sends the customer (home, with its toast).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => sessionStore.get().token !== null);
  return signedInOnArrival ? <Navigate to={paths.account} replace /> : children;
}
