import { TONE_CATEGORY_LABELS, type ToneCategory } from '@factlens/common';
import { styled } from 'styled-components';
import { Badge } from '../ui/Badge';

/** The harm categories behind a tone score, strongest first; nothing for calm text. */
export function ToneCategories({ categories }: { categories: readonly ToneCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <Wrap>
      <span aria-hidden="true">Tone signals:</span>
      <List aria-label="Tone signals">
        {categories.map((category) => (
          <li key={category}>
            <Badge $tone={category === 'charged' ? 'orange' : 'red'} data-category={category}>
              {TONE_CATEGORY_LABELS[category]}
            </Badge>
          </li>
        ))}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
