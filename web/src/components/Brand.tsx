import { PRODUCT_NAME } from '@factlens/common';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

/** The product name with its lens mark; links home. */
export function Brand() {
  return (
    <Home to="/" aria-label={`${PRODUCT_NAME} home`}>
      <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <circle cx="14" cy="14" r="7" />
        <path d="M19 19l6 6" />
      </Mark>
      {PRODUCT_NAME}
    </Home>
  );
}

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;
`;

const Mark = styled.svg`
  width: 1.75rem;
  height: 1.75rem;
  rect {
    fill: ${({ theme }) => theme.color.primary};
  }
  circle,
  path {
    fill: none;
    stroke: ${({ theme }) => theme.color.onPrimary};
    stroke-width: 3;
    stroke-linecap: round;
  }
`;
