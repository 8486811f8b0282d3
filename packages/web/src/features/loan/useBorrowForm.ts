import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanProduct } from '@tp/contract';
import { Money } from '@tp/contract/money';
import { ApiError } from '../../api/client.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { canonical, decimalPlaces, isDecimal } from '../../lib/decimal.ts';
import { newIdempotencyKey, successText } from '../../lib/format.ts';
import { showToast } from '../../ui/toast.tsx';
import { uploadSignature, useBorrow } from './api/loan.ts';

export type BorrowProblem = 'format' | 'limits' | 'unsigned';

/** The loan put up for confirmation, under the one key (and, once uploaded, the one signature) its sends carry. */
export interface PendingLoan {
  product: LoanProduct;
  amount: string;
  idempotencyKey: string;
  signatureFileId: string | null;
}

/** The amount's problem against the product's limits (a verified customer's maximum), if any. */
export function amountProblem(text: string, product: LoanProduct): 'format' | 'limits' | null {
  const typed = text.trim();
  if (!isDecimal(typed) || decimalPlaces(typed) > 6) return 'format';
  const amount = Money.of(canonical(typed));
  return amount.lt(product.minAmount) || amount.gt(product.verifiedMaxAmount) ? 'limits' : null;
}

const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the signature pad gave no picture'))),
      'image/png',
    );
  });

/** Confirm: uploads the signature once (kept for a retry under the same key), then signs the loan. */
function useSendLoan(
  canvasRef: React.RefObject<HTMLCanvasElement | null>,
  pending: PendingLoan | null,
  setPending: (loan: PendingLoan | null) => void,
  onSent: () => void,
) {
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const borrow = useBorrow();
  const [sending, setSending] = useState(false);

  const send = async (loan: PendingLoan) => {
    const canvas = canvasRef.current;
    const signatureFileId = loan.signatureFileId ?? (canvas ? await uploadSignature(await pngOf(canvas)) : '');
    setPending({ ...loan, signatureFileId });
    const body = { productId: loan.product.id, amount: loan.amount, signatureFileId };
    return borrow.mutateAsync({ body, idempotencyKey: loan.idempotencyKey });
  };

  const confirm = () => {
    if (!pending || sending) return;
    setSending(true);
    send(pending).then(
      ({ msg }) => {
        showToast(successText(tm, msg, tm('success.20001')), 'success');
        setPending(null);
        onSent();
        setSending(false);
      },
      (error: unknown) => {
        showToast(describe(error), 'error');
        // A refusal changed nothing: back to the form. A timeout may have gone through: the
        // confirmation stays, and confirming again repeats the same loan under its key.
        if (error instanceof ApiError && typeof error.code === 'number') setPending(null);
        setSending(false);
      },
    );
  };
  return { sending, confirm };
}

/**
 * The borrow form: the product, the amount, the signature drawn on the pad; the submit puts the
 * loan up for confirmation with a fresh Idempotency-Key, and Confirm uploads the signature once
 * and signs. `onDone` runs once the loan is submitted for review.
 */
export function useBorrowForm(products: LoanProduct[]) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [productId, setProductId] = useState<number | null>(products[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [inked, setInked] = useState(false);
  const [problem, setProblem] = useState<BorrowProblem | null>(null);
  const [pending, setPending] = useState<PendingLoan | null>(null);
  const product = products.find((candidate) => candidate.id === productId) ?? products[0] ?? null;
  const typed =
    product && amount.trim() !== '' && amountProblem(amount, product) === null ? canonical(amount.trim()) : null;

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!product) return;
    const found = amountProblem(amount, product) ?? (inked ? null : 'unsigned');
    setProblem(found);
    if (found) return;
    setPending({
      product,
      amount: canonical(amount.trim()),
      idempotencyKey: newIdempotencyKey(),
      signatureFileId: null,
    });
  };

  const { sending, confirm } = useSendLoan(canvasRef, pending, setPending, () => setAmount(''));

  return {
    canvasRef,
    product,
    selectProduct: setProductId,
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setProblem(null);
    },
    typed,
    setInked: (value: boolean) => {
      setInked(value);
      if (value && problem === 'unsigned') setProblem(null);
    },
    problem,
    pending,
    sending,
    submit,
    confirm,
    cancel: () => setPending(null),
  };
}

export type BorrowForm = ReturnType<typeof useBorrowForm>;
