import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useFreshPolicy } from '../../apollo/freshness';
import { graphql } from '../../gql';
import { downloadExtension } from '../../lib/download';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card, CardHeader, CardText, CardTitle } from '../ui/Card';

const ExtensionVersionQuery = graphql(`
  query LatestExtensionVersion {
    latestExtensionVersion {
      version
      releaseNotes
      releaseDate
    }
  }
`);

export function DownloadExtensionCard() {
  const fetchPolicy = useFreshPolicy('LatestExtensionVersion');
  const { data, loading } = useQuery(ExtensionVersionQuery, { fetchPolicy });
  const [downloading, setDownloading] = useState(false);
  const latest = data?.latestExtensionVersion;

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadExtension(latest?.version);
    } catch (error) {
      console.error('Extension download failed', error);
      alert('Extension download failed. Please try again.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card aria-labelledby="download-title">
      <CardHeader>
        <CardTitle id="download-title">Download Extension</CardTitle>
        <Badge $tone="green">Ready</Badge>
      </CardHeader>
      <CardText>{loading ? 'Loading version...' : latest ? `Version ${latest.version}` : 'Version information unavailable'}</CardText>
      {latest?.releaseNotes && <CardText>{latest.releaseNotes}</CardText>}
      <Button onClick={() => void onDownload()} disabled={downloading}>
        {downloading ? 'Downloading...' : 'Download Extension (.zip)'}
      </Button>
    </Card>
  );
}
