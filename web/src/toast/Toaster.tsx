import * as Toast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@factlens/common';
import { styled, css } from 'styled-components';
import type { ToastOptions } from './context';

export interface ToastState extends ToastOptions {
  id: number;
  open: boolean;
}

interface Props {
  current: ToastState | null;
  onDismiss: () => void;
}

/** Radix toast with the numbers of docs/adr/0016-client-behaviour.md: 5000 ms, swipe right 50 px, F8 hotkey. */
export default function Toaster({ current, onDismiss }: Props) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {current && (
        <Root
          // A new id remounts the root: the old toast is replaced, not stacked.
          key={current.id}
          open={current.open}
          onOpenChange={(open) => !open && onDismiss()}
          $destructive={current.variant === 'destructive'}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <Toast.Title asChild>
            <Title>{current.title}</Title>
          </Toast.Title>
          {current.description && (
            <Toast.Description asChild>
              <Description>{current.description}</Description>
            </Toast.Description>
          )}
          <Toast.Close asChild>
            <Close aria-label="Close">×</Close>
          </Toast.Close>
        </Root>
      )}
      <Viewport hotkey={[TOAST_HOTKEY]} />
    </Toast.Provider>
  );
}

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: min(100vw, 420px);
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  outline: none;
`;

const Root = styled(Toast.Root)<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ $destructive, theme }) =>
    $destructive &&
    css`
      background: ${theme.color.danger};
      border-color: ${theme.color.danger};
      color: ${theme.color.onPrimary};
    `}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1;
  cursor: pointer;
`;
