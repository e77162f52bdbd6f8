import { styled } from 'styled-components';

/** Inline code, e.g. chrome://extensions. */
export const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.9em;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** A key of the keyboard. */
export const Kbd = styled.kbd`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.85em;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
