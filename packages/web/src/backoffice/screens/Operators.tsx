import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_ROLES } from '@tp/contract/constants';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { useOperator } from '../operator.ts';
import { notify } from '../toast.tsx';
import type { CreatedOperator, OperatorRole, OperatorRow } from '../types.ts';
import {
  Alert,
  Button,
  CopyButton,
  Empty,
  Field,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  StatusBadge,
  TableFrame,
  errorText,
} from '../ui.tsx';

/** The contract's rule for operator names. */
const NAME_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;
const roleNotes: Record<OperatorRole, string> = {
  admin: 'everything',
  reviewer: 'review queues and customers',
  support: 'customers; queues read-only',
};

export function OperatorsPage() {
  const operators = useQuery({
    queryKey: ['operators'],
    queryFn: () => call(endpoints.operators),
  });
  return (
    <div>
      <PageHeader title="Operators" />
      <div className="split">
        <div className="split__main">
          {operators.isPending && <Loading />}
          {operators.isError && <LoadError error={operators.error} onRetry={() => void operators.refetch()} />}
          {operators.data?.length === 0 && <Empty>No operators.</Empty>}
          {operators.data && operators.data.length > 0 && (
            <TableFrame label="Operators">
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Name</th>
                  <th>Role</th>
                  <th>Status</th>
                  <th>Created</th>
                  <th aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {operators.data.map((row) => (
                  <OperatorRowView key={row.id} row={row} />
                ))}
              </tbody>
            </TableFrame>
          )}
        </div>
        <CreateOperator />
      </div>
    </div>
  );
}

function OperatorRowView({ row }: { row: OperatorRow }) {
  const { operator: me } = useOperator();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const disable = useMutation({
    mutationFn: () => call(endpoints.disableOperator, { params: { id: row.id } }),
    onSuccess: () => {
      notify(`${row.name} is disabled.`);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['operators'] });
    },
  });
  const disabled = row.status === 'disabled';
  return (
    <tr>
      <td className="muted">#{row.id}</td>
      <td>
        <Mono>{row.name}</Mono>
        {row.id === me.id && <span className="muted"> (you)</span>}
      </td>
      <td>
        <span className={`role role--${row.role}`}>{row.role}</span>
      </td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td className="nowrap">{formatTime(row.createdAt)}</td>
      <td className="cell-actions">
        {disable.isError && <span className="inline-error">{errorText(disable.error)}</span>}
        {!disabled && row.id !== me.id && !confirming && (
          <Button small variant="ghost" onClick={() => setConfirming(true)} aria-label={`Disable ${row.name}`}>
            Disable
          </Button>
        )}
        {confirming && (
          <>
            <Button small variant="danger" busy={disable.isPending} onClick={() => disable.mutate()}>
              Confirm disable
            </Button>
            <Button small variant="ghost" disabled={disable.isPending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}

/** The new operator and their generated password, shown only this once. */
function CreatedNotice({ created, onDone }: { created: CreatedOperator; onDone: () => void }) {
  return (
    <div className="once">
      <Alert tone="success">
        <strong>{created.operator.name}</strong> ({created.operator.role}) was created.
      </Alert>
      <p>
        Their password is shown <strong>only this once</strong>. Hand it over through a safe channel; they can change it
        after signing in.
      </p>
      <div className="once__secret">
        <code aria-label="Generated password">{created.password}</code>
        <CopyButton text={created.password} label="Copy password" />
      </div>
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}

function CreateOperator() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('reviewer');
  const [created, setCreated] = useState<CreatedOperator | null>(null);
  const create = useMutation({
    mutationFn: () => call(endpoints.createOperator, { body: { name, role } }),
    onSuccess: (result) => {
      setCreated(result);
      setName('');
      void queryClient.invalidateQueries({ queryKey: ['operators'] });
    },
  });
  const nameOk = NAME_PATTERN.test(name);
  return (
    <section className="card split__side" aria-label="New operator">
      <h2>New operator</h2>
      {created ? (
        <CreatedNotice created={created} onDone={() => setCreated(null)} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (nameOk) create.mutate();
          }}
        >
          <Field label="Name" hint="3–32 characters: lower-case letters, digits, _ . - ; starts with a letter.">
            <input
              value={name}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              disabled={create.isPending}
              aria-invalid={name !== '' && !nameOk ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field label="Role">
            <select
              value={role}
              disabled={create.isPending}
              onChange={(event) => setRole(event.target.value as OperatorRole)}
            >
              {OPERATOR_ROLES.map((value) => (
                <option key={value} value={value}>
                  {value}: {roleNotes[value]}
                </option>
              ))}
            </select>
          </Field>
          {create.isError && <Alert>{errorText(create.error)}</Alert>}
          <Button type="submit" variant="primary" busy={create.isPending} disabled={!nameOk}>
            Create operator
          </Button>
        </form>
      )}
    </section>
  );
}
