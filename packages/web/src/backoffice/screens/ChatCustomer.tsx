import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { chatBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { Button, Facts, LoadError, Loading, Mono, TableFrame } from '../ui.tsx';

/** The customer beside the conversation, read-only; shown on request, since each read is audit-logged. */
export function ChatCustomer({ conversationId }: { conversationId: number }) {
  const [shown, setShown] = useState(false);
  const panel = useQuery({
    queryKey: ['chatCustomer', conversationId],
    queryFn: () => call(endpoints.customer, { query: { conversationId: String(conversationId) } }),
    enabled: shown,
  });
  if (!shown)
    return (
      <Button small onClick={() => setShown(true)}>
        Show the customer (profile, balances, recent records; audit-logged)
      </Button>
    );
  if (panel.isPending) return <Loading />;
  if (panel.isError) return <LoadError error={panel.error} onRetry={() => void panel.refetch()} />;
  const { customer, accounts, recent } = panel.data;
  return (
    <aside className="card chat-customer" aria-label="The customer, read-only">
      <Facts
        items={[
          ['Customer', <Mono key="id">#{customer.id}</Mono>],
          ['Username', customer.username],
          ['E-mail', customer.email ?? '—'],
          ['Identity', customer.kycStatus],
          ['Joined', formatTime(customer.createdAt)],
        ]}
      />
      <TableFrame label="Balances" stack>
        <thead>
          <tr>
            <th>Book</th>
            <th>Currency</th>
            <th>Balance</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={`${a.mode}-${a.currency}`}>
              <td data-label="Book">{a.mode}</td>
              <td data-label="Currency">{a.currency}</td>
              <td data-label="Balance">
                <Mono>{a.balance}</Mono>
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <TableFrame label="Recent records (real account)" stack>
        <thead>
          <tr>
            <th>When</th>
            <th>What</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {recent.map((r) => (
            <tr key={r.id}>
              <td data-label="When">{formatTime(r.time)}</td>
              <td data-label="What">{r.kind}</td>
              <td data-label="Amount">
                <Mono>{r.amount}</Mono>
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </aside>
  );
}
