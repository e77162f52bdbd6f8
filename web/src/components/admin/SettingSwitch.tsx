import { useId } from 'react';
import { styled } from 'styled-components';

interface Props {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (role="switch"): Space or Enter toggles it, like a checkbox. */
export function SettingSwitch({ label, hint, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <Row>
      <div>
        <Label id={`${id}-label`}>{label}</Label>
        <Hint id={`${id}-hint`}>{hint}</Hint>
      </div>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <Thumb $on={checked} />
      </Track>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Label = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Track = styled.button`
  flex: none;
  position: relative;
  width: 3rem;
  height: 1.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.neutralSoft};
  cursor: pointer;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $on }) => ($on ? 'calc(100% - 1.5rem + 1px)' : '2px')};
  width: 1.375rem;
  height: 1.375rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: left 120ms ease;
`;
