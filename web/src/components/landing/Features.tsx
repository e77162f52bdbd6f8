import { styled } from 'styled-components';

const FEATURES = [
  {
    title: 'Accuracy score',
    text: 'Claims are matched against published fact-checks and rated on a 1-10 LED scale: more lights mean more likely false.',
  },
  {
    title: 'Tone score',
    text: 'A moderation service rates how emotionally charged or problematic the wording is, on the same 1-10 scale.',
  },
  {
    title: 'Evidence you can read',
    text: 'Every score comes with the fact-checks behind it: publisher, rating, date and a link to the full article.',
  },
  {
    title: 'Works where you read',
    text: 'Facebook, Twitter/X, Instagram, TikTok, LinkedIn, Reddit, news sites and blogs. Select text or drag over an image.',
  },
] as const;

export function Features() {
  return (
    <Section aria-labelledby="features-title">
      <Title id="features-title">How it helps</Title>
      <Grid>
        {FEATURES.map((f) => (
          <Item key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
`;

const Item = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
