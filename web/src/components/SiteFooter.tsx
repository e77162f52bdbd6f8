import { PRODUCT_NAME } from '@factlens/common';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <Links aria-label="Legal">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Use</Link>
          <Link to="/docs">Documentation</Link>
        </Links>
        <Copy>© 2025 {PRODUCT_NAME}. All rights reserved.</Copy>
      </Inner>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Links = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  flex-wrap: wrap;
`;

const Copy = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
