import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { get, paths } from '../api.ts';
import { formatTime, isNegative } from '../format.ts';
import type { CustomerDetail, CustomerJournalPage, CustomerPage } from '../types.ts';
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

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(query);
  const navigate = useNavigate();
  const customers = useQuery({
    queryKey: ['customers', query, page],
    queryFn: () => get<CustomerPage>(paths.customers, { query: query || undefined, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <div>
      <PageHeader title="Customers">
        <form
          className="search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(draft.trim() ? { query: draft.trim() } : {});
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
      </PageHeader>
      {customers.data?.list.length === 0 ? (
        <Empty>{query ? `No customer matches “${query}”.` : 'No customers yet.'}</Empty>
      ) : (
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
            {customers.data?.list.map((customer) => (
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

export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const [mode, setMode] = useState<'demo' | 'real'>('real');
  const [page, setPage] = useState(1);
  const detail = useQuery({
    queryKey: ['customer', id],
    queryFn: () => get<CustomerDetail>(`${paths.customers}/${encodeURIComponent(id)}`),
  });
  const journal = useQuery({
    queryKey: ['customer', id, 'journal', mode, page],
    queryFn: () =>
      get<CustomerJournalPage>(`${paths.customers}/${encodeURIComponent(id)}/journal`, {
        mode,
        page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { customer, accounts } = detail.data;
  return (
    <div>
      <p className="crumbs">
        <Link to="/customers">Customers</Link> / #{customer.id}
      </p>
      <PageHeader title={customer.username} />
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

      <div className="section-header">
        <h2>Journal</h2>
        <Segmented
          label="Account"
          value={mode}
          options={[
            { value: 'real', label: 'Real' },
            { value: 'demo', label: 'Demo' },
          ]}
          onChange={(next) => {
            setMode(next);
            setPage(1);
          }}
        />
      </div>
      {journal.data?.list.length === 0 ? (
        <Empty>No movements on the {mode} account.</Empty>
      ) : (
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
            {journal.data?.list.map((row) => (
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
      )}
      {journal.isPending && <Loading />}
      {journal.isError && <LoadError error={journal.error} onRetry={() => void journal.refetch()} />}
      {journal.data && journal.data.total > 0 && (
        <Pager page={page} pageSize={journal.data.pageSize} total={journal.data.total} onPage={setPage} />
      )}
    </div>
  );
}
