import { useQuery } from '@apollo/client/react';
import { DEFAULT_SETTINGS } from '@factlens/common';
import { useEffect } from 'react';
import { useFreshPolicy } from '../../apollo/freshness';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { SettingNumber } from '../../components/admin/SettingNumber';
import { SettingSwitch } from '../../components/admin/SettingSwitch';
import { BOOLEAN_SETTINGS, NUMBER_SETTINGS } from '../../components/admin/settingsMeta';
import { PageIntro, PageTitle, StatusText } from '../../components/PageLayout';
import { Card, CardGrid, CardTitle } from '../../components/ui/Card';
import { graphql } from '../../gql';
import type { SiteSettingsForm_SettingsFragment } from '../../gql/graphql';
import { useUpdateSiteSetting } from '../../mutations/useUpdateSiteSetting';
import { useToast } from '../../toast/context';

export const SiteSettingsFormFragment = graphql(`
  fragment SiteSettingsForm_settings on SiteSettings {
    id
    siteEnabled
    registrationOpen
    extensionDownloadEnabled
    maintenanceMode
    googleFactCheckEnabled
    openAiModerationEnabled
    claimBusterEnabled
    captchaEnabled
    dailyRateLimitFree
    dailyRateLimitEarlyAccess
    dailyRateLimitModerator
    apiTimeoutSeconds
    maxContentLength
  }
`);

const SiteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      id
      ...SiteSettingsForm_settings
    }
  }
`);

// What the page shows before the settings load (docs/adr/0017-screens-and-badges.md).
const PLACEHOLDER: SiteSettingsForm_SettingsFragment = { __typename: 'SiteSettings', id: 'site', ...DEFAULT_SETTINGS };

export default function AdminSettings() {
  const fetchPolicy = useFreshPolicy('SiteSettings');
  const { data, loading, error } = useQuery(SiteSettingsQuery, { fetchPolicy });
  const save = useUpdateSiteSetting();
  const { toast } = useToast();
  const loaded = data?.siteSettings ?? null;
  const settings = loaded ?? PLACEHOLDER;

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load settings from database', variant: 'destructive' });
  }, [error, toast]);

  return (
    <AdminLayout title="Site Controls">
      <PageTitle>Site Controls</PageTitle>
      <PageIntro>Switches save at once. Numbers save when you press Save or Enter.</PageIntro>
      {loading && <StatusText>Loading settings...</StatusText>}
      {error && <StatusText>Showing default values: the saved settings could not be loaded.</StatusText>}
      <CardGrid>
        <Card aria-labelledby="switches-title">
          <CardTitle id="switches-title">Site and services</CardTitle>
          {BOOLEAN_SETTINGS.map(({ key, label, hint }) => (
            <SettingSwitch
              key={key}
              label={label}
              hint={hint}
              checked={settings[key]}
              disabled={!loaded}
              onChange={(checked) => loaded && void save(loaded, key, checked)}
            />
          ))}
        </Card>
        <Card aria-labelledby="limits-title">
          <CardTitle id="limits-title">Limits</CardTitle>
          {NUMBER_SETTINGS.map(({ key, label, unit }) => (
            <SettingNumber
              key={key}
              settingKey={key}
              label={label}
              unit={unit}
              value={settings[key]}
              disabled={!loaded}
              onSave={(value) => (loaded ? save(loaded, key, value) : Promise.resolve(false))}
            />
          ))}
        </Card>
      </CardGrid>
    </AdminLayout>
  );
}
