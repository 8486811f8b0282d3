import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresaleAdminRound } from '@tp/contract';
import { presaleBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { notify } from '../toast.tsx';
import { Alert, Button, Empty, LoadError, Loading, Mono, PageHeader, Pager, TableFrame, errorText } from '../ui.tsx';
import { PresaleCreateForm } from './PresaleCreate.tsx';

const PAGE_SIZE = 20;

/** Presale rounds: their terms, totals and subscribers; create, cancel before settlement, settle a due round now. */
export function PresalePage() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const rounds = useQuery({
    queryKey: ['presale', page],
    queryFn: () => call(endpoints.rounds, { query: { page: String(page), pageSize: String(PAGE_SIZE) } }),
  });
  return (
    <div>
      <PageHeader title="Presale">
        <Button variant="primary" onClick={() => setCreating(!creating)} aria-expanded={creating}>
          {creating ? 'Close the form' : 'New round'}
        </Button>
      </PageHeader>
      <p className="muted lead">
        Rounds of tokens offered at a fixed USDT price. Commitments are held on customers' real accounts; at the
        distribution time tokens are allocated (pro rata when oversubscribed, rounded down) and the rest released. Every
        change is audited.
      </p>
      {creating && <PresaleCreateForm onCreated={() => setCreating(false)} />}
      {rounds.isPending && <Loading />}
      {rounds.isError && <LoadError error={rounds.error} onRetry={() => void rounds.refetch()} />}
      {rounds.data?.total === 0 && <Empty>No rounds yet.</Empty>}
      {rounds.data && rounds.data.total > 0 && (
        <>
          <TableFrame label="Presale rounds" stack>
            <thead>
              <tr>
                <th>Token</th>
                <th>Status</th>
                <th>Price / offered</th>
                <th>Committed</th>
                <th>Subscribers</th>
                <th>Window</th>
                <th>Result</th>
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {rounds.data.list.map((round) => (
                <RoundRow key={round.id} round={round} />
              ))}
            </tbody>
          </TableFrame>
          <Pager page={page} pageSize={PAGE_SIZE} total={rounds.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function RoundRow({ round }: { round: PresaleAdminRound }) {
  return (
    <tr>
      <td>
        <Mono>{round.symbol}</Mono> {round.name}
      </td>
      <td>
        <span className="tag">{round.status}</span>
        {round.cancelReason && <div className="meta">{round.cancelReason}</div>}
      </td>
      <td className="nowrap">
        {round.price} USDT × {round.tokens}
      </td>
      <td className="nowrap">
        {round.totalCommitted} / {round.offerValue} USDT
      </td>
      <td>{round.subscribers}</td>
      <td className="nowrap meta">
        {formatTime(round.startTime)} → {formatTime(round.endTime)}
        <div>distributes {formatTime(round.distributionTime)}</div>
      </td>
      <td className="nowrap meta">
        {round.tokensAllocated === null
          ? '—'
          : `allocated ${round.tokensAllocated}, unsold ${round.tokensUnsold ?? '0'}, dust ${round.dust ?? '0'}`}
      </td>
      <td className="cell-actions">
        <RoundActions round={round} />
      </td>
    </tr>
  );
}

function RoundActions({ round }: { round: PresaleAdminRound }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<string | null>(null);
  const done = (text: string) => {
    notify(text);
    setReason(null);
    void queryClient.invalidateQueries({ queryKey: ['presale'] });
  };
  const cancel = useMutation({
    mutationFn: (why: string) => call(endpoints.cancelRound, { params: { id: round.id }, body: { reason: why } }),
    onSuccess: () => done(`${round.symbol} cancelled; every hold released.`),
  });
  const settle = useMutation({
    mutationFn: () => call(endpoints.settleRound, { params: { id: round.id } }),
    onSuccess: () => done(`${round.symbol} settled.`),
  });
  const open = round.status === 'upcoming' || round.status === 'live' || round.status === 'ended';
  if (!open) return null;
  const error = cancel.error ?? settle.error;
  return (
    <div className="stack">
      {round.status === 'ended' && round.distributionTime <= Date.now() && (
        <Button small busy={settle.isPending} onClick={() => settle.mutate()}>
          Settle now
        </Button>
      )}
      {reason === null ? (
        <Button small variant="danger" onClick={() => setReason('')}>
          Cancel round
        </Button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            cancel.mutate(reason.trim());
          }}
        >
          <label className="field__label" htmlFor={`cancel-${round.id}`}>
            Reason (shown in the audit log)
          </label>
          <input id={`cancel-${round.id}`} value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button small type="submit" variant="danger" busy={cancel.isPending} disabled={reason.trim().length < 3}>
            Cancel and release holds
          </Button>
        </form>
      )}
      {error && <Alert>{errorText(error)}</Alert>}
    </div>
  );
}
