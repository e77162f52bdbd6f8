import { styled } from 'styled-components';

/**
 * "This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, …" on a
 * line of its own, as the widget shows it (docs/adr/0075-text-language.md); nothing without a notice.
 * The sentence is English whatever the checked text's language (`lang="en"`); `data-language` is the
 * text's.
 */
export function LanguageNotice({ result }: { result: { language?: string | null; languageNotice?: string | null } }) {
  if (!result.languageNotice) return null;
  return (
    <Note role="note" lang="en" data-testid="language-notice" data-language={result.language ?? undefined}>
      {result.languageNotice}
    </Note>
  );
}

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow-wrap: anywhere;
`;
