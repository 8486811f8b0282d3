import { createContext, useContext } from 'react';
import type { Operator } from './types.ts';

export interface OperatorContextValue {
  operator: Operator;
  signOut: () => void;
}

export const OperatorContext = createContext<OperatorContextValue | null>(null);

/** The signed-in operator; every screen but sign-in is rendered inside the provider. */
export function useOperator(): OperatorContextValue {
  const value = useContext(OperatorContext);
  if (!value) throw new Error('useOperator outside the signed-in frame');
  return value;
}
