import { useMutation } from '@apollo/client/react';
import type { SettingKey } from '@factlens/common';
import { useCallback } from 'react';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import type { SiteSettingsForm_SettingsFragment } from '../gql/graphql';
import { useToast } from '../toast/context';

const UpdateSiteSettingMutation = graphql(`
  mutation UpdateSiteSetting($key: String!, $value: JSON!) {
    updateSiteSetting(key: $key, value: $value) {
      id
      ...SiteSettingsForm_settings
    }
  }
`);

/**
 * Saves one setting at once. The optimistic answer updates the normalised SiteSettings
 * singleton immediately; if saving fails Apollo drops it, so the control reverts.
 * Resolves to whether the save succeeded.
 */
export function useUpdateSiteSetting() {
  const [mutate] = useMutation(UpdateSiteSettingMutation);
  const { toast } = useToast();

  return useCallback(
    async <K extends SettingKey>(current: SiteSettingsForm_SettingsFragment, key: K, value: SiteSettingsForm_SettingsFragment[K]) => {
      try {
        await mutate({
          variables: { key, value },
          optimisticResponse: { updateSiteSetting: { ...current, [key]: value } },
        });
        toast({ title: 'Setting Updated', description: `${key} saved.` });
        return true;
      } catch (error) {
        toast({ title: `Failed to update ${key}`, description: errorMessage(error, ''), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast],
  );
}
