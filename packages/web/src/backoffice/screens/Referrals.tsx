import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { Money } from '@tp/contract/money';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { useOperator } from '../operator.ts';
import { notify } from '../toast.tsx';
import {
  Alert,
  Button,
  Empty,
  Facts,
  Field,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  TableFrame,
  errorText,
} from '../ui.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { CustomerReferrals } from '@tp/contract';

const percent = (share: string) => `${Money.of(share).times('100').toString()} %`;
/** A share as the server takes it: a fraction from 0 to 0.9 with at most 4 decimals. */
const SHARE_PATTERN = /^0(\.\d{1,4})?$/;

/** The invite programme: its totals and share (administrators change it, for new fees only) and any customer's referrals. */
export function ReferralsPage() {
  const { operator } = useOperator();
  const programme = useQuery({ queryKey: ['referrals'], queryFn: () => call(endpoints.programme) });
  return (
    <div>
      <PageHeader title="Invite programme" />
      <p className="muted lead">
        Referrers earn a share of the trading fees their invitees pay on the real account, paid to their real account by
        a job, once per fee.
      </p>
      {programme.isPending && <Loading />}
      {programme.isError && <LoadError error={programme.error} onRetry={() => void programme.refetch()} />}
      {programme.data && (
        <Facts
          items={[
            ['Share', percent(programme.data.share)],
            [
              'In force since',
              programme.data.shareSince ? formatTime(programme.data.shareSince) : 'the start (default)',
            ],
            ['Referrers', programme.data.referrers],
            ['Invitees', programme.data.invitees],
            ['Commissions paid', programme.data.commissions],
            ['Total paid', <Mono key="paid">{programme.data.totalPaid} USDT</Mono>],
            ['From fees of', <Mono key="fees">{programme.data.totalFees} USDT</Mono>],
          ]}
        />
      )}
      {operator.role === 'admin' && programme.data && <ShareForm current={programme.data.share} />}
      <CustomerReferrals />
    </div>
  );
}

function ShareForm({ current }: { current: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const share = value.trim();
  const valid = SHARE_PATTERN.test(share) && Money.of(share).lte('0.9') && !Money.of(share).eq(current);
  const save = useMutation({
    mutationFn: () => call(endpoints.setShare, { body: { share } }),
    onSuccess: () => {
      notify('The share is changed for new fees.');
      setConfirming(false);
      setValue('');
      void queryClient.invalidateQueries({ queryKey: ['referrals'] });
    },
    onError: () => setConfirming(false),
  });
  return (
    <form
      className="inline-edit"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) setConfirming(true);
      }}
    >
      <Field label="New share (a fraction: 0.2 is 20 %)" hint="From 0 to 0.9, at most 4 decimals.">
        <input className="mono" inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <Button type="submit" variant="primary" disabled={!valid}>
        Change the share
      </Button>
      {save.isError && <Alert>{errorText(save.error)}</Alert>}
      <ConfirmDialog
        open={confirming}
        title="Change the referral share?"
        facts={[
          ['Now', percent(current)],
          ['New', valid ? percent(share) : share],
        ]}
        consequence="Fees charged from now on pay the new share; fees already charged keep the share they were charged under. The change is audit-logged."
        confirmLabel="Change"
        busy={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => save.mutate()}
      />
    </form>
  );
}

function CustomerReferrals() {
  const [input, setInput] = useState('');
  const [id, setId] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['referrals', 'customer', id],
    queryFn: () => call(endpoints.customer, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
  return (
    <section aria-labelledby="customer-referrals">
      <h2 id="customer-referrals">A customer&apos;s referrals</h2>
      <form
        className="inline-edit"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^[1-9]\d{0,15}$/.test(input.trim())) setId(input.trim());
        }}
      >
        <Field label="Customer id">
          <input
            className="mono"
            inputMode="numeric"
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
        </Field>
        <Button type="submit">Show</Button>
      </form>
      {id !== null && found.isPending && <Loading />}
      {found.isError && <LoadError error={found.error} onRetry={() => void found.refetch()} />}
      {found.data && (
        <>
          <Facts
            items={[
              ['Invite code', <Mono key="code">{found.data.inviteCode}</Mono>],
              ['Invited by', found.data.invitedBy === null ? 'nobody' : `customer ${found.data.invitedBy}`],
              ['Earned', <Mono key="earned">{found.data.totalEarned} USDT</Mono>],
            ]}
          />
          <Invitees invitees={found.data.invitees} />
        </>
      )}
    </section>
  );
}

function Invitees({ invitees }: { invitees: CustomerReferrals['invitees'] }) {
  return (
    <>
      {invitees.length === 0 ? (
        <Empty>No invitees.</Empty>
      ) : (
        <TableFrame label="Invitees" stack>
          <thead>
            <tr>
              <th>Customer</th>
              <th>Username</th>
              <th>Joined</th>
              <th>Traded</th>
              <th>Earned the referrer</th>
            </tr>
          </thead>
          <tbody>
            {invitees.map((invitee) => (
              <tr key={invitee.userId}>
                <td>{invitee.userId}</td>
                <td>{invitee.username}</td>
                <td className="nowrap meta">{formatTime(invitee.joinedAt)}</td>
                <td>{invitee.traded ? 'yes' : 'no'}</td>
                <td>
                  <Mono>{invitee.earned} USDT</Mono>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </>
  );
}
