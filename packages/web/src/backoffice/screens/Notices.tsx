import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { noticeBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { Button, Empty, LoadError, Loading, Mono, PageHeader, Pager, TableFrame } from '../ui.tsx';
import { NoticeForm } from './NoticeForm.tsx';

const PAGE_SIZE = 20;

/** Notices to customers: the ones sent, and a new one to everyone or to one customer. */
export function NoticesPage() {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const notices = useQuery({
    queryKey: ['notices', page],
    queryFn: () => call(endpoints.notices, { query: { page: String(page), pageSize: String(PAGE_SIZE) } }),
  });
  return (
    <div>
      <PageHeader title="Notices">
        <Button variant="primary" onClick={() => setWriting(!writing)} aria-expanded={writing}>
          {writing ? 'Close the form' : 'New notice'}
        </Button>
      </PageHeader>
      <p className="muted lead">
        A notice reaches its customers' open pages at once (the bell and a toast) and stays in their notifications under
        Notices. Customers read it in their language where it is written, else in English.
      </p>
      {writing && <NoticeForm onSent={() => setWriting(false)} />}
      {notices.isPending && <Loading />}
      {notices.isError && <LoadError error={notices.error} onRetry={() => void notices.refetch()} />}
      {notices.data?.total === 0 && <Empty>No notices sent yet.</Empty>}
      {notices.data && notices.data.total > 0 && (
        <>
          <TableFrame label="Notices sent" stack>
            <thead>
              <tr>
                <th>Sent</th>
                <th>To</th>
                <th>Title (English)</th>
                <th>Languages</th>
                <th>By operator</th>
              </tr>
            </thead>
            <tbody>
              {notices.data.list.map((notice) => (
                <tr key={notice.id}>
                  <td data-label="Sent">{formatTime(notice.createdAt)}</td>
                  <td data-label="To">{notice.userId === null ? 'Everyone' : <Mono>#{notice.userId}</Mono>}</td>
                  <td data-label="Title">{notice.title}</td>
                  <td data-label="Languages">{notice.languages.join(', ')}</td>
                  <td data-label="By operator">
                    <Mono>#{notice.operatorId}</Mono>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <Pager page={page} pageSize={PAGE_SIZE} total={notices.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
