import { useMutation } from '@apollo/client/react';
import { ROLE_BADGES, type Role } from '@factlens/common';
import { useCallback } from 'react';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import type { UserRow_UserFragment } from '../gql/graphql';
import { useToast } from '../toast/context';

const UpdateUserRoleMutation = graphql(`
  mutation UpdateUserRole($userId: ID!, $role: Role!) {
    updateUserRole(userId: $userId, role: $role) {
      id
      ...UserRow_user
    }
  }
`);

/**
 * Changes a role optimistically: the row shows the new role at once; if the server refuses,
 * Apollo drops the optimistic layer (the row rolls back) and an 'Error' toast explains.
 */
export function useUpdateUserRole() {
  const [mutate] = useMutation(UpdateUserRoleMutation);
  const { toast } = useToast();

  return useCallback(
    async (user: UserRow_UserFragment, role: Role) => {
      try {
        await mutate({
          variables: { userId: user.id, role },
          optimisticResponse: { updateUserRole: { ...user, role, unlimited: role === 'admin' } },
        });
        toast({ title: 'Role Updated', description: `${user.email} is now ${ROLE_BADGES[role].label}.` });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to update user role'), variant: 'destructive' });
      }
    },
    [mutate, toast],
  );
}
