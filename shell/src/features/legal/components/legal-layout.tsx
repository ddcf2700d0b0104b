import type { ReactNode } from 'react';
import styled from 'styled-components';

const Article = styled.article`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 28px;
  padding-bottom: 24px;
  .head p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: 8px;
  }
  h1 {
    font-size: clamp(26px, 3vw, 34px);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  section {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  h2 {
    font-size: 19px;
    font-weight: 700;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.65;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** Frame of the privacy and terms pages. */
export function LegalLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Article aria-labelledby="legal-title">
      <div className="head">
        <h1 id="legal-title">{title}</h1>
        <p>{intro}</p>
      </div>
      {children}
    </Article>
  );
}
