import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import type { ParamRecord } from '../types.ts';
import { notify } from '../toast.tsx';
import { Alert, Button, Empty, LoadError, Loading, Mono, PageHeader, TableFrame, errorText } from '../ui.tsx';

export function ParamsPage() {
  const params = useQuery({
    queryKey: ['params'],
    queryFn: () => call(endpoints.params),
  });
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div>
      <PageHeader title="Parameters" />
      <p className="muted lead">
        System parameters. Public ones are readable by the customer app; changes apply at once and are audited.
      </p>
      {params.isPending && <Loading />}
      {params.isError && <LoadError error={params.error} onRetry={() => void params.refetch()} />}
      {params.data?.length === 0 && <Empty>No parameters.</Empty>}
      {params.data && params.data.length > 0 && (
        <TableFrame label="Parameters" stack>
          <thead>
            <tr>
              <th>Key</th>
              <th className="wide">Value</th>
              <th>Public</th>
              <th>Updated</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {params.data.map((param) =>
              editing === param.key ? (
                <EditRow key={param.key} param={param} onDone={() => setEditing(null)} />
              ) : (
                <tr key={param.key}>
                  <td>
                    <Mono>{param.key}</Mono>
                  </td>
                  <td className="wide">
                    <Mono>{param.value}</Mono>
                  </td>
                  <td>
                    {param.isPublic ? <span className="tag">public</span> : <span className="muted">internal</span>}
                  </td>
                  <td className="nowrap meta">{formatTime(param.updatedAt)}</td>
                  <td className="cell-actions">
                    <Button small onClick={() => setEditing(param.key)} aria-label={`Edit ${param.key}`}>
                      Edit
                    </Button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </TableFrame>
      )}
    </div>
  );
}

function EditRow({ param, onDone }: { param: ParamRecord; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(param.value);
  const input = useRef<HTMLInputElement>(null);
  // Focus without scrolling: on a narrow screen autoFocus would slide the table sideways.
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);
  const save = useMutation({
    mutationFn: () => call(endpoints.setParam, { params: { key: param.key }, body: { value: value.trim() } }),
    onSuccess: () => {
      notify(`${param.key} saved.`);
      void queryClient.invalidateQueries({ queryKey: ['params'] });
      onDone();
    },
  });
  const valid = value.trim().length > 0 && value.trim() !== param.value;
  return (
    <tr className="is-editing">
      <td>
        <Mono>{param.key}</Mono>
      </td>
      <td className="wide" colSpan={3}>
        <form
          className="inline-edit"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) save.mutate();
          }}
        >
          <input
            className="mono"
            ref={input}
            aria-label={`Value of ${param.key}`}
            maxLength={500}
            value={value}
            disabled={save.isPending}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onDone();
            }}
          />
          <Button type="submit" small variant="primary" busy={save.isPending} disabled={!valid}>
            Save
          </Button>
          <Button small variant="ghost" disabled={save.isPending} onClick={onDone}>
            Cancel
          </Button>
        </form>
        {save.isError && <Alert>{errorText(save.error)}</Alert>}
      </td>
      <td />
    </tr>
  );
}
