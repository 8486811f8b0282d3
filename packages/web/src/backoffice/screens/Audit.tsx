import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { compactJson, formatTime } from '../format.ts';
import { Empty, LoadError, Loading, PageHeader, Pager, TableFrame } from '../ui.tsx';

const PAGE_SIZE = 50;

function Json({ value }: { value: unknown }) {
  const text = compactJson(value);
  return text === '—' ? <span className="muted">—</span> : <code className="json">{text}</code>;
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const audit = useQuery({
    queryKey: ['audit', page],
    queryFn: () => call(endpoints.audit, { query: { page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PageHeader title="Audit log" />
      {audit.data?.list.length === 0 ? (
        <Empty>Nothing recorded yet.</Empty>
      ) : (
        <TableFrame label="Audit log" stack>
          <thead>
            <tr>
              <th>Time</th>
              <th>Operator</th>
              <th>Action</th>
              <th>Target</th>
              <th className="wide">Before</th>
              <th className="wide">After</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.list.map((row) => (
              <tr key={row.id}>
                <td className="nowrap meta">{formatTime(row.createdAt)}</td>
                <td>{row.operator ?? <span className="muted">system</span>}</td>
                <td className="nowrap">
                  <code>{row.action}</code>
                </td>
                <td className="nowrap">
                  {row.targetKind}
                  {row.targetId !== null && <span className="muted"> #{row.targetId}</span>}
                </td>
                <td className="wide" data-label="Before">
                  <Json value={row.before} />
                </td>
                <td className="wide" data-label="After">
                  <Json value={row.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {audit.isPending && <Loading />}
      {audit.isError && <LoadError error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && audit.data.total > 0 && (
        <Pager
          page={page}
          pageSize={audit.data.pageSize}
          total={audit.data.total}
          onPage={(next) => setParams({ page: String(next) })}
        />
      )}
    </div>
  );
}
