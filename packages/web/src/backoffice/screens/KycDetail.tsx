import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycSubmissionDetail } from '@tp/contract';
import { kycBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canReview } from '../roles.ts';
import { notify } from '../toast.tsx';
import { Alert, Button, Facts, Field, LoadError, Loading, PageHeader, StatusBadge, errorText } from '../ui.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { IdentityPhoto } from './IdentityPhoto.tsx';

type Decision = 'approve' | 'reject' | 'resubmit';
const DECISION: Record<Decision, { label: string; consequence: string }> = {
  approve: { label: 'Approve', consequence: 'The customer becomes verified and is notified.' },
  reject: { label: 'Reject', consequence: 'The customer is told the reason and may submit again.' },
  resubmit: { label: 'Ask for resubmission', consequence: 'The customer is asked to send it again, with the reason.' },
};

/** Approve, reject with a reason, or ask for a resubmission; each confirmed first. */
function Decide({ detail }: { detail: KycSubmissionDetail }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<Decision | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision) => {
      const params = { id: detail.id };
      if (decision === 'approve') return call(endpoints.approve, { params });
      const body = { reason: reason.trim() };
      return call(decision === 'reject' ? endpoints.reject : endpoints.askResubmission, { params, body });
    },
    onSuccess: async () => {
      setPending(null);
      notify('Decision recorded; the customer is notified.', 'success');
      await queryClient.invalidateQueries({ queryKey: ['kyc'] });
    },
    onError: (error) => {
      setPending(null);
      notify(errorText(error), 'error');
    },
  });
  const needsReason = reason.trim().length < 3;
  return (
    <div className="kyc-decide">
      <Field label="Reason (for a rejection or a resubmission; the customer reads it)">
        <textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <div className="actions">
        <Button variant="primary" onClick={() => setPending('approve')}>
          Approve
        </Button>
        <Button variant="danger" disabled={needsReason} onClick={() => setPending('reject')}>
          Reject
        </Button>
        <Button disabled={needsReason} onClick={() => setPending('resubmit')}>
          Ask for resubmission
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={`${pending ? DECISION[pending].label : ''} submission #${detail.id}?`}
        facts={[
          ['Customer', detail.username],
          ['Name', `${detail.firstName} ${detail.lastName}`],
          ...(pending && pending !== 'approve' ? ([['Reason', reason.trim()]] as [string, string][]) : []),
        ]}
        consequence={pending ? DECISION[pending].consequence : ''}
        confirmLabel={pending ? DECISION[pending].label : ''}
        danger={pending === 'reject'}
        busy={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && decide.mutate(pending)}
      />
    </div>
  );
}

/** One submission: its fields, the decrypted documents where the role allows (each view audited), and the decision. */
export function KycDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { operator } = useOperator();
  const detail = useQuery({
    queryKey: ['kyc', 'detail', id],
    queryFn: () => call(endpoints.submission, { params: { id } }),
  });
  return (
    <div>
      <PageHeader title={`Identity submission #${id}`}>
        <Button onClick={onBack}>Back to the queue</Button>
      </PageHeader>
      {detail.isPending && <Loading />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && (
        <>
          <Facts
            items={[
              ['Status', <StatusBadge key="status" status={detail.data.status} />],
              ['Customer', `${detail.data.username} (#${detail.data.userId})`],
              ['Name', `${detail.data.firstName} ${detail.data.lastName}`],
              ['Sex', detail.data.sex],
              ['Birthdate', detail.data.birthdate],
              ['Country', detail.data.country],
              ['Document', detail.data.documentType],
              ['Document number', detail.data.documentNumber ?? 'hidden for your role'],
              ['Phone', detail.data.phone],
              ['Address', detail.data.address],
              ['E-mail', detail.data.email],
              ['Submitted', formatTime(detail.data.createdAt)],
              ['Reason', detail.data.reason ?? '—'],
              ['Reviewed by', detail.data.reviewedBy ?? '—'],
            ]}
          />
          {detail.data.canSeeDocuments ? (
            <div className="kyc-photos">
              {detail.data.photos.map((photo) => (
                <IdentityPhoto key={photo} id={id} photo={photo} />
              ))}
            </div>
          ) : (
            <Alert tone="info">Your role may not see identity documents.</Alert>
          )}
          {detail.data.status === 'pending' && canReview(operator.role) && <Decide detail={detail.data} />}
        </>
      )}
    </div>
  );
}
