import {
  DEFAULT_MIN_DRAG_HEIGHT,
  DEFAULT_MIN_DRAG_WIDTH,
  DEFAULT_MIN_TEXT_LENGTH,
  DRAG_RANGE,
  parseConfigNumber,
  TEXT_LENGTH_RANGE,
} from '@factlens/common';
import { useId } from 'react';
import { styled } from 'styled-components';
import { Input } from '../../forms/fields';

export interface ConfigDraft {
  minDragWidth: string;
  minDragHeight: string;
  minTextLength: string;
}

export const CONFIG_FIELDS = [
  { key: 'minDragWidth', label: 'Min drag width (px)', range: DRAG_RANGE, fallback: DEFAULT_MIN_DRAG_WIDTH },
  { key: 'minDragHeight', label: 'Min drag height (px)', range: DRAG_RANGE, fallback: DEFAULT_MIN_DRAG_HEIGHT },
  { key: 'minTextLength', label: 'Min text length (characters)', range: TEXT_LENGTH_RANGE, fallback: DEFAULT_MIN_TEXT_LENGTH },
] as const;

/** The values the extension would use: anything invalid falls back to its default (docs/adr/0015-validation-and-limits.md). */
export function effectiveConfig(draft: ConfigDraft) {
  return {
    minDragWidth: parseConfigNumber(draft.minDragWidth, CONFIG_FIELDS[0].range, CONFIG_FIELDS[0].fallback),
    minDragHeight: parseConfigNumber(draft.minDragHeight, CONFIG_FIELDS[1].range, CONFIG_FIELDS[1].fallback),
    minTextLength: parseConfigNumber(draft.minTextLength, CONFIG_FIELDS[2].range, CONFIG_FIELDS[2].fallback),
  };
}

export function ConfigPanel({ draft, onChange }: { draft: ConfigDraft; onChange: (draft: ConfigDraft) => void }) {
  const id = useId();
  const effective = effectiveConfig(draft);
  return (
    <Fields>
      {CONFIG_FIELDS.map((f) => {
        const usingDefault = String(effective[f.key]) !== draft[f.key].trim();
        return (
          <Field key={f.key}>
            <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
            <Input
              id={`${id}-${f.key}`}
              type="number"
              min={f.range.min}
              max={f.range.max}
              step={1}
              value={draft[f.key]}
              aria-describedby={`${id}-${f.key}-hint`}
              onChange={(e) => onChange({ ...draft, [f.key]: e.target.value })}
            />
            <Hint id={`${id}-${f.key}-hint`} $warn={usingDefault}>
              {f.range.min}-{f.range.max}, default {f.fallback}.{usingDefault && ` Invalid: using ${effective[f.key]}.`}
            </Hint>
          </Field>
        );
      })}
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const Hint = styled.p<{ $warn: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.color.warning : theme.color.textMuted)};
`;
