import { DEFAULT_MIN_DRAG_HEIGHT, DEFAULT_MIN_DRAG_WIDTH, DEFAULT_MIN_TEXT_LENGTH, PRODUCT_NAME } from '@factlens/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Kbd } from '../components/ui/Kbd';
import { ConfigPanel, effectiveConfig, type ConfigDraft } from '../components/extension-test/ConfigPanel';
import { DebugPanes } from '../components/extension-test/DebugPanes';
import { FactCheckTester } from '../components/extension-test/FactCheckTester';
import { OcrTester, type OcrMethod } from '../components/extension-test/OcrTester';
import { useApiLog } from '../components/extension-test/useApiLog';
import { PageIntro, PageLayout, PageTitle } from '../components/PageLayout';
import { Notice } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { Card, CardGrid, CardTitle } from '../components/ui/Card';
import { useCurrentUser } from '../hooks/useCurrentUser';

const CONFIG_PATH = '/api/extension-config/test-user';
const DEFAULT_DRAFT: ConfigDraft = {
  minDragWidth: String(DEFAULT_MIN_DRAG_WIDTH),
  minDragHeight: String(DEFAULT_MIN_DRAG_HEIGHT),
  minTextLength: String(DEFAULT_MIN_TEXT_LENGTH),
};

function isConfig(value: unknown): value is Record<keyof ConfigDraft, number> {
  return typeof value === 'object' && value !== null && 'minDragWidth' in value && 'minDragHeight' in value && 'minTextLength' in value;
}

export default function ExtensionTest() {
  const { data } = useCurrentUser();
  const userId = data?.me?.id ?? null;
  const { entries, call, clear } = useApiLog();
  const [draft, setDraft] = useState<ConfigDraft>(DEFAULT_DRAFT);
  const [ocrMethod, setOcrMethod] = useState<OcrMethod>('tesseract');

  async function loadConfig() {
    const entry = await call('GET', CONFIG_PATH);
    if (entry.ok && isConfig(entry.result)) {
      const c = entry.result;
      setDraft({ minDragWidth: String(c.minDragWidth), minDragHeight: String(c.minDragHeight), minTextLength: String(c.minTextLength) });
    }
  }

  return (
    <PageLayout>
      <title>{`Extension Test · ${PRODUCT_NAME}`}</title>
      <PageTitle>Extension Test Page</PageTitle>
      <PageIntro>Try the calls the extension makes, with your own session, and see every request and answer.</PageIntro>
      {data && !userId && (
        <Notice>
          You are not signed in, so the API calls will answer 401. <Link to="/login">Sign in</Link> first.
        </Notice>
      )}
      <Card aria-labelledby="config-title">
        <CardTitle id="config-title">Extension configuration</CardTitle>
        <ConfigPanel draft={draft} onChange={setDraft} />
        <Row>
          <Button $variant="secondary" onClick={() => void loadConfig()}>
            Load saved config
          </Button>
          <Button onClick={() => void call('POST', CONFIG_PATH, effectiveConfig(draft))}>Save config</Button>
        </Row>
      </Card>
      <Card aria-labelledby="api-title">
        <CardTitle id="api-title">API tests</CardTitle>
        <Row>
          <Button $variant="secondary" onClick={() => void call('POST', '/api/health', {})}>
            Health check
          </Button>
          <Button $variant="secondary" onClick={() => void call('GET', CONFIG_PATH)}>
            Get config
          </Button>
        </Row>
      </Card>
      <CardGrid>
        <FactCheckTester userId={userId} call={call} />
        <OcrTester userId={userId} method={ocrMethod} onMethodChange={setOcrMethod} call={call} />
      </CardGrid>
      <DebugPanes entries={entries} onClear={clear} />
      <Card aria-labelledby="instructions-title">
        <CardTitle id="instructions-title">Instructions</CardTitle>
        <ol>
          <li>Sign in, then load and save the configuration: the extension reads the same values.</li>
          <li>Run the health check: a failed call shows its status and text, for example &quot;503: Service Unavailable&quot;.</li>
          <li>Run the sample claims and compare each credibility score with the expected range.</li>
          <li>Run OCR on both test images with each method you have configured.</li>
          <li>
            In the extension, select text and press <Kbd>Ctrl</Kbd>+<Kbd>Shift</Kbd>+<Kbd>F</Kbd> (<Kbd>Cmd</Kbd> on Mac); drag smaller than
            the minimum size and nothing should happen. <Kbd>Esc</Kbd> closes the widgets.
          </li>
        </ol>
      </Card>
    </PageLayout>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;
