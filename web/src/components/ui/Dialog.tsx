import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** Radix Dialog (focus trap, Escape, aria wiring) with the app's look. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        {/* Without a description, aria-describedby={undefined} is Radix's documented opt-out. */}
        <Content {...(description ? {} : { 'aria-describedby': undefined })}>
          <RadixDialog.Title asChild>
            <Title>{title}</Title>
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description asChild>
              <Description>{description}</Description>
            </RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close asChild>
            <CloseX aria-label="Close dialog">×</CloseX>
          </RadixDialog.Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  background: ${({ theme }) => theme.color.overlay};
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.z.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(calc(100vw - 1.5rem), ${({ theme }) => theme.layout.dialog});
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  padding-right: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const CloseX = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
