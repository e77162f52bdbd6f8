import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { useToast } from '../toast/context';

const PromoteApplicantMutation = graphql(`
  mutation PromoteApplicant($respondentId: ID!) {
    promoteApplicant(respondentId: $respondentId) {
      generatedPassword
      respondent {
        id
        ...ApplicantCard_respondent
      }
      user {
        id
        role
      }
    }
  }
`);

/**
 * Promotes an applicant. The answer's respondent is normalised by id, so the card turns to
 * 'Already Promoted' and shows the password without a refetch; the toast shows it too.
 */
export function usePromoteApplicant() {
  const [mutate] = useMutation(PromoteApplicantMutation);
  const { toast } = useToast();

  return useCallback(
    async (respondentId: string) => {
      try {
        const { data } = await mutate({ variables: { respondentId } });
        const password = data?.promoteApplicant.generatedPassword;
        toast({ title: 'User promoted successfully', description: `Generated password: ${password ?? ''}` });
      } catch (error) {
        toast({ title: 'Promotion failed', description: errorMessage(error, 'Failed to promote user'), variant: 'destructive' });
      }
    },
    [mutate, toast],
  );
}
