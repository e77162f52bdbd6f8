import { Link } from 'react-router-dom';
import { styled, css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';

interface VariantProps {
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
  $block?: boolean;
}

const variants = (theme: DefaultTheme) => ({
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
    &:hover:not(:disabled) {
      background: ${theme.color.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.primary};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.color.primarySoft};
    }
  `,
  /** On dark or coloured backgrounds (the landing hero). */
  inverse: css`
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    border-color: ${theme.color.surface};
    &:hover:not(:disabled) {
      background: ${theme.color.primarySoft};
    }
  `,
  danger: css`
    background: ${theme.color.danger};
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.danger};
  `,
});

const base = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : $size === 'lg' ? '3rem' : '2.5rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : $size === 'lg' ? theme.fontSize.lg : theme.fontSize.md)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background 120ms ease;
  ${({ theme, $variant = 'primary' }) => variants(theme)[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The one button of the app; `$variant` picks the look, never ad-hoc colours. */
export const Button = styled.button.attrs<VariantProps>((p) => ({ type: p.type ?? 'button' }))<VariantProps>`
  ${base}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<VariantProps>`
  ${base}
`;

/** An external or mailto link that looks like a button. */
export const ButtonAnchor = styled.a<VariantProps>`
  ${base}
`;
