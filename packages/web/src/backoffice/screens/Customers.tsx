import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import type { CustomerDetail, CustomerJournalPage, CustomerPage } from '@tp/contract';
import { call } from '../api.ts';
import { formatTime, isNegative } from '../format.ts';
import {
  Button,
  Empty,
  Facts,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  Pager,
  Segmented,
  StatusBadge,
  TableFrame,
} from '../ui.tsx';

const PAGE_SIZE = 20;

/** The search by username or e-mail; it searches on submit, not while typing. */
function CustomerSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [draft, setDraft] = useState(query);
  return (
    <form
      className="search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <input
        type="search"
        aria-label="Search customers"
        placeholder="Username or e-mail"
        value={draft}
        maxLength={254}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}

function CustomersTable({ list }: { list: CustomerPage['list'] | undefined }) {
  const navigate = useNavigate();
  return (
    <TableFrame label="Customers">
      <thead>
        <tr>
          <th>ID</th>
          <th>Username</th>
          <th>E-mail</th>
          <th>KYC</th>
          <th>Status</th>
          <th>Registered</th>
        </tr>
      </thead>
      <tbody>
        {list?.map((customer) => (
          <tr key={customer.id} onClick={() => void navigate(`/customers/${customer.id}`)}>
            <td>
              <Link to={`/customers/${customer.id}`}>#{customer.id}</Link>
            </td>
            <td>{customer.username}</td>
            <td>{customer.email ?? <span className="muted">—</span>}</td>
            <td>{customer.kycStatus}</td>
            <td>
              <StatusBadge status={customer.status} />
            </td>
            <td className="nowrap">{formatTime(customer.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const customers = useQuery({
    queryKey: ['customers', query, page],
    queryFn: () => call(endpoints.customers, { query: { query: query || undefined, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

  return (
    <div>
      <PageHeader title="Customers">
        <CustomerSearch query={query} onSearch={(next) => setParams(next ? { query: next } : {})} />
      </PageHeader>
      {customers.data?.list.length === 0 ? (
        <Empty>{query ? `No customer matches “${query}”.` : 'No customers yet.'}</Empty>
      ) : (
        <CustomersTable list={customers.data?.list} />
      )}
      {customers.isPending && <Loading />}
      {customers.isError && <LoadError error={customers.error} onRetry={() => void customers.refetch()} />}
      {customers.data && customers.data.total > 0 && (
        <Pager
          page={page}
          pageSize={customers.data.pageSize}
          total={customers.data.total}
          onPage={(next) => setParams({ ...(query ? { query } : {}), page: String(next) })}
        />
      )}
    </div>
  );
}

/** The customer's facts and each account's balance, held and available amounts. */
function CustomerCards({ detail }: { detail: CustomerDetail }) {
  const { customer, accounts } = detail;
  return (
    <div className="cards">
      <section className="card" aria-label="Customer">
        <h2>Customer</h2>
        <Facts
          items={[
            ['ID', `#${customer.id}`],
            ['E-mail', customer.email ?? '—'],
            ['KYC', customer.kycStatus],
            ['Status', <StatusBadge key="s" status={customer.status} />],
            ['Registered', formatTime(customer.createdAt)],
          ]}
        />
      </section>
      {accounts.map((account) => (
        <section key={account.mode} className="card" aria-label={`${account.mode} account`}>
          <h2>
            {account.mode === 'real' ? 'Real account' : 'Demo account'}{' '}
            <span className={`tag tag--${account.mode}`}>{account.mode}</span>
          </h2>
          <Facts
            items={[
              ['Balance', <Mono key="b">{`${account.balance} ${account.currency}`}</Mono>],
              ['Held', <Mono key="h">{`${account.held} ${account.currency}`}</Mono>],
              ['Available', <Mono key="a">{`${account.available} ${account.currency}`}</Mono>],
            ]}
          />
        </section>
      ))}
    </div>
  );
}

/**
 * A page of the customer's journal on one account. Asked for with the customer, not after: the
 * page loads both at once.
 */
function useCustomerJournal(id: string) {
  const [mode, setMode] = useState<'demo' | 'real'>('real');
  const [page, setPage] = useState(1);
  const journal = useQuery({
    queryKey: ['customer', id, 'journal', mode, page],
    queryFn: () => call(endpoints.customerJournal, { params: { id }, query: { mode, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return {
    mode,
    page,
    setPage,
    journal,
    /** Another account's journal starts at its first page. */
    chooseMode: (next: 'demo' | 'real') => {
      setMode(next);
      setPage(1);
    },
  };
}

function JournalTable({ mode, list }: { mode: 'demo' | 'real'; list: CustomerJournalPage['list'] | undefined }) {
  return (
    <TableFrame label={`Journal of the ${mode} account`}>
      <thead>
        <tr>
          <th>Time</th>
          <th>Kind</th>
          <th className="num">Amount</th>
          <th className="num">Balance after</th>
          <th>Reference</th>
          <th>Entry</th>
        </tr>
      </thead>
      <tbody>
        {list?.map((row) => (
          <tr key={row.id}>
            <td className="nowrap">{formatTime(row.time)}</td>
            <td>{row.kind}</td>
            <td className={`num mono ${isNegative(row.amount) ? 'negative' : 'positive'}`}>{row.amount}</td>
            <td className="num mono">{row.balanceAfter}</td>
            <td>{row.reference ?? <span className="muted">—</span>}</td>
            <td className="muted">#{row.entryId}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The journal's account switch, its movements, and its pager. */
function JournalSection({ state }: { state: ReturnType<typeof useCustomerJournal> }) {
  const { mode, page, setPage, journal, chooseMode } = state;
  return (
    <>
      <div className="section-header">
        <h2>Journal</h2>
        <Segmented
          label="Account"
          value={mode}
          options={[
            { value: 'real', label: 'Real' },
            { value: 'demo', label: 'Demo' },
          ]}
          onChange={chooseMode}
        />
      </div>
      {journal.data?.list.length === 0 ? (
        <Empty>No movements on the {mode} account.</Empty>
      ) : (
        <JournalTable mode={mode} list={journal.data?.list} />
      )}
      {journal.isPending && <Loading />}
      {journal.isError && <LoadError error={journal.error} onRetry={() => void journal.refetch()} />}
      {journal.data && journal.data.total > 0 && (
        <Pager page={page} pageSize={journal.data.pageSize} total={journal.data.total} onPage={setPage} />
      )}
    </>
  );
}

export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: ['customer', id],
    queryFn: () => call(endpoints.customer, { params: { id } }),
  });
  const journal = useCustomerJournal(id);

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { customer } = detail.data;
  return (
    <div>
      <p className="crumbs">
        <Link to="/customers">Customers</Link> / #{customer.id}
      </p>
      <PageHeader title={customer.username} />
      <CustomerCards detail={detail.data} />

      <JournalSection state={journal} />
    </div>
  );
}
