import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KycSubmissionStatus } from '@tp/contract';
import { kycBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { Button, Empty, LoadError, Loading, PageHeader, Pager, Segmented, StatusBadge, TableFrame } from '../ui.tsx';
import { KycDetail } from './KycDetail.tsx';

const PAGE_SIZE = 20;
const STATUSES: { value: KycSubmissionStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'resubmit', label: 'Resubmission asked' },
];

/** The KYC queue: submissions by status; one opens with its fields, and for admins and reviewers its documents. */
export function KycPage() {
  const [status, setStatus] = useState<KycSubmissionStatus>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = { status, page: String(page), pageSize: String(PAGE_SIZE) };
  const list = useQuery({ queryKey: ['kyc', query], queryFn: () => call(endpoints.submissions, { query }) });
  if (open !== null) return <KycDetail id={open} onBack={() => setOpen(null)} />;
  return (
    <div>
      <PageHeader title="Identity verification">
        <Segmented
          label="Status"
          value={status}
          options={STATUSES}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </PageHeader>
      {list.isPending && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.list.length === 0 && <Empty>No submissions here.</Empty>}
      {list.data && list.data.list.length > 0 && (
        <>
          <TableFrame label="Identity submissions" stack>
            <thead>
              <tr>
                <th>#</th>
                <th>Customer</th>
                <th>Name</th>
                <th>Country</th>
                <th>Document</th>
                <th>Submitted</th>
                <th>Status</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>{row.username}</td>
                  <td>
                    {row.firstName} {row.lastName}
                  </td>
                  <td>{row.country}</td>
                  <td>{row.documentType}</td>
                  <td>{formatTime(row.createdAt)}</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>
                    <Button small onClick={() => setOpen(row.id)}>
                      Open #{row.id}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
