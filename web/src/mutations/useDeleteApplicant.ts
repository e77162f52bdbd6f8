import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { useToast } from '../toast/context';

const DeleteApplicantMutation = graphql(`
  mutation DeleteApplicant($respondentId: ID!) {
    deleteApplicant(respondentId: $respondentId) {
      id
      remainingSlots
    }
  }
`);

/**
 * Deletes an applicant (their place becomes free). The card leaves the list at once: the respondent
 * is evicted from the cache and the connection's count drops by one.
 */
export function useDeleteApplicant() {
  const [mutate] = useMutation(DeleteApplicantMutation);
  const { toast } = useToast();

  return useCallback(
    async (respondentId: string): Promise<boolean> => {
      try {
        await mutate({
          variables: { respondentId },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'EarlyAccessRespondent', id: respondentId }) });
            cache.modify({
              fields: {
                earlyAccessApplicants(existing) {
                  const page = existing as { totalCount?: unknown };
                  return typeof page?.totalCount === 'number'
                    ? ({ ...page, totalCount: Math.max(0, page.totalCount - 1) } as typeof existing)
                    : existing;
                },
                earlyAccessSlots(_existing, { DELETE }) {
                  return DELETE;
                },
              },
            });
            cache.gc();
          },
        });
        toast({ title: 'Applicant deleted', description: 'Their early-access place is free again.' });
        return true;
      } catch (error) {
        toast({ title: 'Delete failed', description: errorMessage(error, 'Failed to delete applicant'), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast],
  );
}
