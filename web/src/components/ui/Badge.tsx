import { styled } from 'styled-components';
import { badgeTone, type BadgeTone } from '../../styles/theme';

/** A small pill; the tone carries meaning (badge colours: docs/adr/0017-screens-and-badges.md). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  white-space: nowrap;
  color: ${({ $tone = 'gray' }) => badgeTone[$tone].fg};
  background: ${({ $tone = 'gray' }) => badgeTone[$tone].bg};
`;
