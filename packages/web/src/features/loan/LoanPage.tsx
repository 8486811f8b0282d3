import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoanProduct } from '@tp/contract';
import { useErrorMessage } from '../../api/messages.ts';
import { paths } from '../../config/paths.ts';
import { useAccountMode, useSession } from '../../lib/session.ts';
import { DemoNotice } from '../../ui/DemoNotice.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useLoanProducts } from './api/list-loan-products.ts';
import { useKycStatus } from './api/user-info.ts';
import { formatMoney } from '../../lib/decimal.ts';
import { percentOf } from './format.ts';
import { LOANS_SHOWN, useLoanRecords } from './api/list-loan-records.ts';
import { BorrowConfirm, BorrowPanel } from './components/BorrowPanel.tsx';
import { MyLoans } from './components/MyLoans.tsx';
import { useBorrowForm } from './useBorrowForm.ts';
import './loan.css';

/** Borrowing, for a verified customer on the real account: the form, then its confirmation. */
function Borrow({ products }: { products: LoanProduct[] }) {
  const form = useBorrowForm(products);
  return (
    <>
      <BorrowPanel form={form} products={products} />
      <BorrowConfirm form={form} />
    </>
  );
}

/** The products on offer, for those who cannot borrow yet (visitors, the demo account, before KYC). */
function ProductList({ products }: { products: LoanProduct[] }) {
  const { t } = useTranslation('loan');
  return (
    <ul className="loan-products">
      {products
        .filter((product) => product.status === 'open')
        .map((product) => (
          <li key={product.id}>
            <strong>{t('product.days', { count: product.days })}</strong>
            <span className="muted">
              {t('product.terms', {
                rate: percentOf(product.dailyRate),
                free: product.interestFreeDays,
                min: formatMoney(product.minAmount),
                max: formatMoney(product.maxAmount),
                verifiedMax: formatMoney(product.verifiedMaxAmount),
              })}
            </span>
          </li>
        ))}
    </ul>
  );
}

/** What stands between the customer and the form: signing in, the real account, identity verification. */
function Gate({ products }: { products: LoanProduct[] }) {
  const { t } = useTranslation('loan');
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  const kyc = useKycStatus();
  const records = useLoanRecords(1, LOANS_SHOWN);
  const open = records.data?.list.some((loan) => ['pending', 'repaying', 'expired'].includes(loan.status)) ?? false;
  if (!loggedIn) {
    return (
      <>
        <ProductList products={products} />
        <Link className="btn btn--primary loan-borrow__login" to={paths.login}>
          {t('loginToBorrow')}
        </Link>
      </>
    );
  }
  if (mode === 'demo') {
    return (
      <>
        <ProductList products={products} />
        <DemoNotice message={t('demo.disabled')} switchLabel={t('demo.switch')} />
      </>
    );
  }
  if (kyc.isPending) return <PageLoading />;
  if (kyc.data !== 'verified') {
    return (
      <>
        <ProductList products={products} />
        <div className="loan-kyc" role="note">
          <p>{t(`kyc.${kyc.data ?? 'none'}`)}</p>
          <Link className="btn btn--primary" to={paths.verify}>
            {t('kyc.verify')}
          </Link>
        </div>
      </>
    );
  }
  if (open) return <p className="muted">{t('openLoan')}</p>;
  return <Borrow products={products} />;
}

/**
 * /loan: the loan products (visitors see them), borrowing with a signed agreement on the real
 * account after identity verification, and the customer's loans with their agreements.
 */
export default function LoanPage() {
  const { t } = useTranslation('loan');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  const products = useLoanProducts();
  return (
    <section className="page loan">
      <header className="loan__head">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {products.isPending ? (
        <PageLoading />
      ) : products.isError ? (
        <PageError message={describe(products.error)} onRetry={() => void products.refetch()} />
      ) : (
        <div className="loan-borrow">
          <h2>{t('borrow')}</h2>
          <Gate products={products.data} />
        </div>
      )}
      {loggedIn && mode === 'real' && <MyLoans />}
    </section>
  );
}
