import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, PageFrame } from 'shared-ui';

const Top = styled.header`
  display: grid;
  gap: 16px;
  margin-bottom: 32px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

const Intro = styled.p`
  margin: 0;
  max-width: 720px;
  color: ${color.textMuted};
`;

/** A page of the staff workspace: its heading and intro, the workspace navigation when given, then the content. */
export function WorkspacePage({
  heading,
  intro,
  nav,
  children,
}: {
  heading: string;
  intro: string;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame>
      <Top>
        {nav}
        <Heading>{heading}</Heading>
        <Intro>{intro}</Intro>
      </Top>
      {children}
    </PageFrame>
  );
}
