import { COPIED_INDICATOR_MS } from '@factlens/common';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useToast } from '../../toast/context';
import { Button } from '../ui/Button';

/**
 * The generated password with a copy button whose 'Copied' state lasts 2 s. An authorised applicant
 * without one either had an account already (promotion never changes an existing password) or has
 * signed in, which clears it.
 */
export function PasswordBox({ password, authorized = false }: { password: string | null; authorized?: boolean }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast({ title: 'Password copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the password and copy it by hand.', variant: 'destructive' });
    }
  }

  return (
    <Box>
      <Value aria-label="Generated password">{password ?? (authorized ? 'None to show (existing account, or already signed in)' : 'Generated on promotion')}</Value>
      <Button $size="sm" $variant="secondary" disabled={!password} onClick={() => void copy()} aria-live="polite">
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Value = styled.code`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
