import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../ui/Button';
import { Card, CardText, CardTitle } from '../ui/Card';
import { TEST_IMAGES, type TestImage } from './samples';
import { deviceInfo, renderTestImage } from './testImage';
import type { ApiLogEntry } from './useApiLog';

export type OcrMethod = 'tesseract' | 'gemini';

interface Props {
  userId: string | null;
  method: OcrMethod;
  onMethodChange: (method: OcrMethod) => void;
  call: (method: 'POST', path: string, body: unknown) => Promise<ApiLogEntry>;
}

/** OCR of generated test images, with the method choice the extension offers. */
export function OcrTester({ userId, method, onMethodChange, call }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(image: TestImage) {
    let drawn;
    try {
      drawn = renderTestImage(image);
    } catch (error) {
      return setOutcome(error instanceof Error ? error.message : String(error));
    }
    setPreview(drawn.dataUrl);
    setBusy(true);
    const entry = await call('POST', '/api/extract-text-from-image', {
      imageDataUrl: drawn.dataUrl,
      cropArea: { left: 0, top: 0, width: drawn.width, height: drawn.height },
      userId,
      ocrMethod: method,
      deviceInfo: deviceInfo(),
    });
    setBusy(false);
    const result = entry.result as { extractedText?: string; confidence?: number } | string;
    setOutcome(
      !entry.ok || typeof result === 'string'
        ? String(result)
        : `Extracted "${result.extractedText ?? ''}" (confidence ${result.confidence ?? '?'})`,
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>OCR test</CardTitle>
      <Methods>
        <legend>OCR method</legend>
        {(['tesseract', 'gemini'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => onMethodChange(m)} />
            {m === 'tesseract' ? 'Tesseract (offline)' : 'Gemini (when configured)'}
          </label>
        ))}
      </Methods>
      <CardText>Test images are drawn in the browser at your screen&apos;s pixel ratio, like a dragged screenshot.</CardText>
      <Buttons>
        {TEST_IMAGES.map((image) => (
          <Button key={image.id} $size="sm" $variant="secondary" disabled={busy} onClick={() => void run(image)}>
            OCR: {image.label}
          </Button>
        ))}
      </Buttons>
      {preview && <Preview src={preview} alt="The generated test image" />}
      {outcome && <p role="status">{outcome}</p>}
    </Card>
  );
}

const Methods = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xxs};
    align-items: center;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

const Preview = styled.img`
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
