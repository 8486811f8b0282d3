import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NftAdmin } from '@tp/contract';
import { nftBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { useOperator } from '../operator.ts';
import { formatTime } from '../format.ts';
import { notify } from '../toast.tsx';
import {
  Alert,
  Button,
  Empty,
  Facts,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  Pager,
  TableFrame,
  errorText,
} from '../ui.tsx';
import { CollectionForm, LotForm } from './NftCreate.tsx';

const PAGE_SIZE = 20;

/** Charity NFTs: collections, lots with their auctions, and the charity's totals with the payout report. */
export function NftsPage() {
  const { operator } = useOperator();
  const admin = operator.role === 'admin';
  const [form, setForm] = useState<'collection' | 'lot' | null>(null);
  return (
    <div>
      <PageHeader title="Charity NFTs">
        {admin && (
          <>
            <Button
              onClick={() => setForm(form === 'collection' ? null : 'collection')}
              aria-expanded={form === 'collection'}
            >
              New collection
            </Button>
            <Button
              variant="primary"
              onClick={() => setForm(form === 'lot' ? null : 'lot')}
              aria-expanded={form === 'lot'}
            >
              New lot
            </Button>
          </>
        )}
      </PageHeader>
      <p className="muted lead">
        NFTs kept in custody and auctioned for the children's charity. Bids are holds on customers' real accounts; a
        sale splits into the charity's share and the platform's fee. Auctions can be started or cancelled only before
        their first bid. Every change, and every reading of the payout report, is audited.
      </p>
      {form === 'collection' && <CollectionForm onCreated={() => setForm(null)} />}
      {form === 'lot' && <LotForm onCreated={() => setForm(null)} />}
      <CharityReport />
      <Lots admin={admin} />
    </div>
  );
}

function CharityReport() {
  const [open, setOpen] = useState(false);
  const report = useQuery({ queryKey: ['nfts', 'charity'], queryFn: () => call(endpoints.charity), enabled: open });
  return (
    <section className="card">
      <h2>Charity totals and payout report</h2>
      {!open && <Button onClick={() => setOpen(true)}>Show the report (audited)</Button>}
      {report.isPending && open && <Loading />}
      {report.isError && <LoadError error={report.error} />}
      {report.data && (
        <>
          <Facts
            items={[
              ['Owed to the charity', `${report.data.charityTotal} USDT`],
              ["Charity's ledger account", `${report.data.charityAccountBalance} USDT`],
              ['Platform fees', `${report.data.feeTotal} USDT`],
              ['Sales', `${report.data.salesTotal} USDT`],
            ]}
          />
          {report.data.sales.length === 0 ? (
            <Empty>No sales yet.</Empty>
          ) : (
            <TableFrame label="Payout report" stack>
              <thead>
                <tr>
                  <th>Receipt</th>
                  <th>NFT</th>
                  <th>Buyer</th>
                  <th>Price</th>
                  <th>Charity</th>
                  <th>Fee</th>
                  <th>Time</th>
                </tr>
              </thead>
              <tbody>
                {report.data.sales.map((sale) => (
                  <tr key={sale.receiptNo}>
                    <td>
                      <Mono>{sale.receiptNo}</Mono>
                    </td>
                    <td>
                      {sale.nftName} <span className="meta">{sale.collectionName}</span>
                    </td>
                    <td>#{sale.buyerId}</td>
                    <td className="nowrap">{sale.price} USDT</td>
                    <td className="nowrap">{sale.charityAmount} USDT</td>
                    <td className="nowrap">{sale.feeAmount} USDT</td>
                    <td className="nowrap meta">{formatTime(sale.time)}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          )}
        </>
      )}
    </section>
  );
}

function Lots({ admin }: { admin: boolean }) {
  const [page, setPage] = useState(1);
  const lots = useQuery({
    queryKey: ['nfts', 'lots', page],
    queryFn: () => call(endpoints.lots, { query: { page: String(page), pageSize: String(PAGE_SIZE) } }),
  });
  if (lots.isPending) return <Loading />;
  if (lots.isError) return <LoadError error={lots.error} onRetry={() => void lots.refetch()} />;
  if (lots.data.total === 0) return <Empty>No lots yet.</Empty>;
  return (
    <>
      <TableFrame label="NFT lots" stack>
        <thead>
          <tr>
            <th>NFT</th>
            <th>State</th>
            <th>Prices</th>
            <th>Bids</th>
            <th>Window</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {lots.data.list.map((lot) => (
            <LotRow key={lot.id} lot={lot} admin={admin} />
          ))}
        </tbody>
      </TableFrame>
      <Pager page={page} pageSize={PAGE_SIZE} total={lots.data.total} onPage={setPage} />
    </>
  );
}

function LotRow({ lot, admin }: { lot: NftAdmin; admin: boolean }) {
  return (
    <tr>
      <td>
        {lot.name} <span className="meta">{lot.collectionName}</span>
        <div className="meta">
          token <Mono>{lot.tokenId}</Mono>
        </div>
      </td>
      <td>
        <span className="tag">{lot.state === 'cancelled' ? 'cancelled' : lot.status}</span>
        {lot.ownerId !== null && <div className="meta">owner #{lot.ownerId}</div>}
      </td>
      <td className="nowrap">
        from {lot.startPrice}
        {lot.buyNowPrice !== null && <div className="meta">buy now {lot.buyNowPrice}</div>}
      </td>
      <td className="nowrap">
        {lot.bidCount} {lot.currentBid !== null && <span className="meta">top {lot.currentBid}</span>}
      </td>
      <td className="nowrap meta">
        {formatTime(lot.startTime)} → {formatTime(lot.endTime)}
      </td>
      <td className="cell-actions">{admin && <LotActions lot={lot} />}</td>
    </tr>
  );
}

function LotActions({ lot }: { lot: NftAdmin }) {
  const queryClient = useQueryClient();
  const done = (text: string) => {
    notify(text);
    void queryClient.invalidateQueries({ queryKey: ['nfts'] });
  };
  const start = useMutation({
    mutationFn: () => call(endpoints.startLot, { params: { id: lot.id } }),
    onSuccess: () => done(`${lot.name} started.`),
  });
  const cancel = useMutation({
    mutationFn: () => call(endpoints.cancelLot, { params: { id: lot.id } }),
    onSuccess: () => done(`${lot.name} cancelled.`),
  });
  if (lot.state !== 'open' || lot.bidCount > 0) return null;
  const error = start.error ?? cancel.error;
  return (
    <div className="stack">
      {lot.status === 'upcoming' && (
        <Button small busy={start.isPending} onClick={() => start.mutate()}>
          Start now
        </Button>
      )}
      <Button small variant="danger" busy={cancel.isPending} onClick={() => cancel.mutate()}>
        Cancel auction
      </Button>
      {error && <Alert>{errorText(error)}</Alert>}
    </div>
  );
}
