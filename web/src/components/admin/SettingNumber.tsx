import { NUMBER_SETTING_RANGES, type NumberSettingKey } from '@factlens/common';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ErrorText, Input } from '../../forms/fields';
import { Button } from '../ui/Button';

interface Props {
  settingKey: NumberSettingKey;
  label: string;
  unit: string;
  value: number;
  disabled?: boolean;
  /** Saves the parsed integer; resolves to whether it was saved. */
  onSave: (value: number) => Promise<boolean>;
}

/** Parses a whole number in the setting's range, or says what is wrong. */
export function parseSettingInteger(raw: string, key: NumberSettingKey): { value: number } | { error: string } {
  const { min, max } = NUMBER_SETTING_RANGES[key];
  const message = `Enter a whole number from ${min} to ${max}.`;
  if (!/^-?\d+$/.test(raw.trim())) return { error: message };
  const value = Number.parseInt(raw.trim(), 10);
  return value < min || value > max ? { error: message } : { value };
}

export function SettingNumber({ settingKey, label, unit, value, disabled, onSave }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A new saved value (load, save, revert) replaces the draft.
  useEffect(() => setDraft(String(value)), [value]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseSettingInteger(draft, settingKey);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    if (parsed.value === value) return;
    setSaving(true);
    const saved = await onSave(parsed.value);
    setSaving(false);
    if (!saved) setDraft(String(value));
  }

  return (
    <Row onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>{label}</label>
      <Controls>
        <Input
          id={id}
          inputMode="numeric"
          value={draft}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-unit`}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Unit id={`${id}-unit`}>{unit}</Unit>
        <Button type="submit" $size="sm" $variant="secondary" disabled={disabled || saving} aria-label={`Save ${label}`}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Controls>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Row>
  );
}

const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  input {
    max-width: 7rem;
  }
`;

const Unit = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
