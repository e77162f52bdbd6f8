import { styled } from 'styled-components';

/** Long-form text (docs, legal): readable measure, spaced headings and lists. */
export const Prose = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-top: ${({ theme }) => theme.space.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Effective = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
