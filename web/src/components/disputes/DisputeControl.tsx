import { useMutation } from '@apollo/client/react';
import {
  DISPUTE_MESSAGES,
  DISPUTE_NOTE_MAX,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_STATUS_LABELS,
  disputeSchema,
  type DisputeReason,
} from '@factlens/common';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ValidationError } from 'yup';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { DisputeControl_FactCheckFragment } from '../../gql/graphql';
import { useToast } from '../../toast/context';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Field, FieldError, SelectInput } from '../ui/Input';

export const DisputeControlFragment = graphql(`
  fragment DisputeControl_factCheck on FactCheck {
    id
    dispute {
      id
      status
      reason
      note
      createdAt
      resolvedAt
    }
  }
`);

const DisputeFactCheckMutation = graphql(`
  mutation DisputeFactCheck($factCheckId: ID!, $input: DisputeInput!) {
    disputeFactCheck(factCheckId: $factCheckId, input: $input) {
      id
      factCheckId
      status
      reason
      note
      createdAt
      resolvedAt
    }
  }
`);

const STATUS_TONE = { open: 'orange', upheld: 'gray', corrected: 'green', no_fact_check: 'green' } as const;

/**
 * "This looks wrong" on one of the viewer's own checks (docs/adr/0070-disputes-and-moderation.md): a
 * reason, an optional note, validated with the same schema as the API; the status shows at once
 * (optimistic) and then as moderators resolve it.
 */
export function DisputeControl({ check }: { check: DisputeControl_FactCheckFragment }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(DisputeFactCheckMutation, {
    update(cache, { data }) {
      const dispute = data?.disputeFactCheck;
      if (!dispute) return;
      cache.modify({
        id: cache.identify({ __typename: 'FactCheck', id: check.id }),
        fields: { dispute: () => cache.writeFragment({ data: dispute, fragment: DisputeFields, fragmentName: 'DisputeFields' }) ?? null },
      });
    },
  });

  const dispute = check.dispute;
  if (dispute && (dispute.status === 'open' || !open)) {
    return (
      <Status data-testid="dispute-status">
        <Badge $tone={STATUS_TONE[dispute.status]}>{DISPUTE_STATUS_LABELS[dispute.status]}</Badge>
        {dispute.status !== 'open' && (
          <Button $variant="ghost" $size="sm" onClick={() => setOpen(true)}>
            Still looks wrong
          </Button>
        )}
      </Status>
    );
  }
  if (!open) {
    return (
      <Status>
        <Button $variant="ghost" $size="sm" onClick={() => setOpen(true)}>
          This looks wrong
        </Button>
      </Status>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    let input: { reason: DisputeReason; note: string | null };
    try {
      const valid = await disputeSchema.validate({ reason, note }, { abortEarly: true });
      input = { reason: valid.reason as DisputeReason, note: valid.note ? valid.note : null };
    } catch (err) {
      setProblem(err instanceof ValidationError ? err.message : DISPUTE_MESSAGES.reason);
      return;
    }
    setProblem(null);
    try {
      await mutate({
        variables: { factCheckId: check.id, input },
        optimisticResponse: {
          disputeFactCheck: {
            __typename: 'Dispute',
            id: `optimistic-${check.id}`,
            factCheckId: check.id,
            status: 'open',
            reason: input.reason,
            note: input.note,
            createdAt: new Date().toISOString(),
            resolvedAt: null,
          },
        },
      });
      setOpen(false);
      toast({ title: 'Thank you', description: 'A moderator will review this result.' });
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to send your report'));
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Report a wrong result" noValidate>
      <Field>
        What is wrong?
        <SelectInput value={reason} onChange={(e) => setReason(e.target.value as DisputeReason | '')} required>
          <option value="">Select a reason</option>
          {DISPUTE_REASONS.map((r) => (
            <option key={r} value={r}>
              {DISPUTE_REASON_LABELS[r]}
            </option>
          ))}
        </SelectInput>
      </Field>
      <Field>
        Note (optional)
        <Note value={note} onChange={(e) => setNote(e.target.value)} maxLength={DISPUTE_NOTE_MAX} rows={2} />
      </Field>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Actions>
        <Button type="submit" $size="sm" disabled={loading}>
          {loading ? 'Sending...' : 'Send to a moderator'}
        </Button>
        <Button $variant="ghost" $size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

const DisputeFields = graphql(`
  fragment DisputeFields on Dispute {
    id
    factCheckId
    status
    reason
    note
    createdAt
    resolvedAt
  }
`);

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 32rem;
`;

const Note = styled.textarea`
  font: inherit;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;
