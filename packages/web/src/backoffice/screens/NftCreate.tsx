import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nftBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { postForm } from '../../api/upload.ts';
import { backofficeApi, call } from '../api.ts';
import { notify } from '../toast.tsx';
import { Alert, Button, Field, errorText } from '../ui.tsx';

const HOUR = 3_600_000;
const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** A new collection: its name, creator, chain and contract address. */
export function CollectionForm({ onCreated }: { onCreated: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: '', creator: '', chain: 'Polygon', contractAddress: '' });
  const create = useMutation({
    mutationFn: () =>
      call(endpoints.createCollection, {
        body: { ...form, chain: form.chain as 'Polygon' },
      }),
    onSuccess: (collection) => {
      notify(`Collection ${collection.name} created.`);
      void queryClient.invalidateQueries({ queryKey: ['nfts'] });
      onCreated();
    },
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  return (
    <form
      className="card form-grid"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <Field label="Collection name">
        <input value={form.name} onChange={set('name')} required />
      </Field>
      <Field label="Creator">
        <input value={form.creator} onChange={set('creator')} required />
      </Field>
      <Field label="Chain">
        <select value={form.chain} onChange={set('chain')}>
          {['Ethereum', 'Polygon', 'Solana', 'Base', 'Arbitrum'].map((chain) => (
            <option key={chain}>{chain}</option>
          ))}
        </select>
      </Field>
      <Field label="Contract address" hint="20 to 64 letters and digits">
        <input value={form.contractAddress} onChange={set('contractAddress')} required />
      </Field>
      {create.error && <Alert>{errorText(create.error)}</Alert>}
      <Button type="submit" variant="primary" busy={create.isPending}>
        Create collection
      </Button>
    </form>
  );
}

/** The lot's request from the form; the server checks every figure and says why it refuses one. */
function useLotForm(onCreated: () => void) {
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState({ collectionId: '', name: '', tokenId: '', startPrice: '', buyNowPrice: '' });
  const [times, setTimes] = useState({ start: local(Date.now()), end: local(Date.now() + 48 * HOUR) });
  const [file, setFile] = useState<File | null>(null);
  const create = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error('Choose the picture (JPG, JPEG 2000 or PNG, at most 2 MB).');
      const form = new FormData();
      form.append('file', file);
      const { fileId } = await postForm(backofficeApi, endpoints.uploadImage, form);
      return call(endpoints.createLot, {
        body: {
          collectionId: Number(terms.collectionId),
          name: terms.name.trim(),
          tokenId: terms.tokenId.trim(),
          imageFileId: fileId,
          startPrice: terms.startPrice.trim(),
          ...(terms.buyNowPrice.trim() ? { buyNowPrice: terms.buyNowPrice.trim() } : {}),
          startTime: new Date(times.start).getTime(),
          endTime: new Date(times.end).getTime(),
        },
      });
    },
    onSuccess: (lot) => {
      notify(`${lot.name} created.`);
      void queryClient.invalidateQueries({ queryKey: ['nfts'] });
      onCreated();
    },
  });
  return { terms, setTerms, times, setTimes, setFile, create };
}

/** A new lot: its collection, name, token id, picture (checked like payment proofs), prices and window. */
export function LotForm({ onCreated }: { onCreated: () => void }) {
  const collections = useQuery({ queryKey: ['nfts', 'collections'], queryFn: () => call(endpoints.collections) });
  const { terms, setTerms, times, setTimes, setFile, create } = useLotForm(onCreated);
  const set = (key: keyof typeof terms) => (event: { target: { value: string } }) =>
    setTerms({ ...terms, [key]: event.target.value });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className="card form-grid" onSubmit={submit}>
      <Field label="Collection">
        <select value={terms.collectionId} onChange={set('collectionId')} required>
          <option value="">Choose…</option>
          {collections.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.chain})
            </option>
          ))}
        </select>
      </Field>
      <Field label="Name">
        <input value={terms.name} onChange={set('name')} required />
      </Field>
      <Field label="Token id">
        <input value={terms.tokenId} onChange={set('tokenId')} inputMode="numeric" required />
      </Field>
      <Field label="Picture" hint="JPG, JPEG 2000 or PNG, at most 2 MB; checked and cleaned like payment proofs">
        <input
          type="file"
          accept="image/png,image/jpeg,image/jp2"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <Field label="Starting price (USDT)">
        <input value={terms.startPrice} onChange={set('startPrice')} inputMode="decimal" required />
      </Field>
      <Field label="Buy-now price (USDT, optional)">
        <input value={terms.buyNowPrice} onChange={set('buyNowPrice')} inputMode="decimal" />
      </Field>
      <Field label="Start">
        <input
          type="datetime-local"
          value={times.start}
          onChange={(e) => setTimes({ ...times, start: e.target.value })}
        />
      </Field>
      <Field label="End">
        <input type="datetime-local" value={times.end} onChange={(e) => setTimes({ ...times, end: e.target.value })} />
      </Field>
      {create.error && <Alert>{errorText(create.error)}</Alert>}
      <Button type="submit" variant="primary" busy={create.isPending}>
        Create lot
      </Button>
    </form>
  );
}
