import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call, FORBIDDEN_MESSAGE, whenSessionEnds } from './api.ts';
import { OperatorContext, useOperator } from './operator.ts';
import { canSee, homePath, sections, type Section } from './roles.ts';
import { readToken, writeToken } from './session.ts';
import type { OperatorSession } from './types.ts';
import { Toaster } from './toast.tsx';
import { Alert, Button, LoadError, Loading } from './ui.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { DepositsPage } from './screens/Deposits.tsx';
import { WithdrawalsPage } from './screens/Withdrawals.tsx';
import { CustomerDetailPage, CustomersPage } from './screens/Customers.tsx';
import { ParamsPage } from './screens/Params.tsx';
import { SmartProductsPage } from './screens/SmartProducts.tsx';
import { LoansPage } from './screens/Loans.tsx';
import { ContentsPage } from './screens/Contents.tsx';
import { AuditPage } from './screens/Audit.tsx';
import { PresalePage } from './screens/Presale.tsx';
import { NftsPage } from './screens/Nfts.tsx';
import { NoticesPage } from './screens/Notices.tsx';
import { ReferralsPage } from './screens/Referrals.tsx';
import { KycPage } from './screens/Kyc.tsx';
import { OperatorsPage } from './screens/Operators.tsx';
import { ChatInboxPage } from './screens/ChatInbox.tsx';
import { ChangePasswordPage } from './screens/ChangePassword.tsx';

export function App() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);

  useEffect(() => {
    whenSessionEnds(() => {
      queryClient.clear();
      setToken(null);
    });
  }, [queryClient]);

  const me = useQuery({
    queryKey: ['me', token],
    queryFn: () => call(endpoints.me),
    enabled: token !== null,
    staleTime: Infinity,
  });

  if (token === null) {
    return (
      <>
        <SignIn
          onSignedIn={(session: OperatorSession) => {
            writeToken(session.token);
            queryClient.setQueryData(['me', session.token], session.operator);
            setToken(session.token);
          }}
        />
        <Toaster />
      </>
    );
  }
  if (me.isPending) return <Loading label="Opening the back office…" />;
  const signOut = () => {
    // The server forgets the session; whatever it answers, this tab forgets it too.
    call(endpoints.logout).catch(() => undefined);
    writeToken(null);
    queryClient.clear();
    setToken(null);
  };
  if (me.isError)
    return (
      <div className="signin">
        <div className="signin__card">
          <LoadError error={me.error} onRetry={() => void me.refetch()} />
          <Button variant="ghost" onClick={signOut}>
            Sign in again
          </Button>
        </div>
      </div>
    );
  return (
    <OperatorContext.Provider value={{ operator: me.data, signOut }}>
      <Frame />
    </OperatorContext.Provider>
  );
}

function Frame() {
  const { operator, signOut } = useOperator();
  const { pathname } = useLocation();
  // On a narrow screen the navigation is a sideways strip: keep the current section in view.
  useEffect(() => {
    document.querySelector('.sidenav__link.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="frame">
      <header className="topbar">
        <a className="brand" href="/backoffice">
          <span className="brand__mark" aria-hidden="true">
            TP
          </span>
          <span>
            Back office <span className="brand__sub">Trade Platform</span>
          </span>
        </a>
        <div className="topbar__operator">
          <span className="who">
            <span className="who__name">{operator.name}</span>
            <span className={`role role--${operator.role}`}>{operator.role}</span>
          </span>
          <NavLink className="topbar__link" to="/password">
            Password
          </NavLink>
          <Button small variant="ghost" onClick={signOut}>
            Sign out
          </Button>
        </div>
      </header>
      <nav className="sidenav" aria-label="Sections">
        {sections
          .filter((section) => canSee(operator.role, section.id))
          .map((section) => (
            <NavLink key={section.id} to={section.path} className="sidenav__link">
              {section.label}
            </NavLink>
          ))}
      </nav>
      <main className="main">
        <Routes>
          <Route index element={<Navigate to={homePath(operator.role)} replace />} />
          <Route path="deposits" element={<Allowed section="deposits" page={<DepositsPage />} />} />
          <Route path="withdrawals" element={<Allowed section="withdrawals" page={<WithdrawalsPage />} />} />
          <Route path="customers" element={<Allowed section="customers" page={<CustomersPage />} />} />
          <Route path="customers/:id" element={<Allowed section="customers" page={<CustomerDetailPage />} />} />
          <Route path="smart-plans" element={<Allowed section="smartPlans" page={<SmartProductsPage />} />} />
          <Route path="kyc" element={<Allowed section="kyc" page={<KycPage />} />} />
          <Route path="loans" element={<Allowed section="loans" page={<LoansPage />} />} />
          <Route path="referrals" element={<Allowed section="referrals" page={<ReferralsPage />} />} />
          <Route path="params" element={<Allowed section="params" page={<ParamsPage />} />} />
          <Route path="contents" element={<Allowed section="contents" page={<ContentsPage />} />} />
          <Route path="presale" element={<Allowed section="presale" page={<PresalePage />} />} />
          <Route path="nfts" element={<Allowed section="nfts" page={<NftsPage />} />} />
          <Route path="notices" element={<Allowed section="notices" page={<NoticesPage />} />} />
          <Route path="chat" element={<Allowed section="chat" page={<ChatInboxPage />} />} />
          <Route path="audit" element={<Allowed section="audit" page={<AuditPage />} />} />
          <Route path="operators" element={<Allowed section="operators" page={<OperatorsPage />} />} />
          <Route path="password" element={<ChangePasswordPage />} />
          <Route path="*" element={<Alert tone="info">There is no such page in the back office.</Alert>} />
        </Routes>
      </main>
      <Toaster />
    </div>
  );
}

function Allowed({ section, page }: { section: Section; page: ReactNode }) {
  const { operator } = useOperator();
  return canSee(operator.role, section) ? page : <Alert>{FORBIDDEN_MESSAGE}</Alert>;
}
