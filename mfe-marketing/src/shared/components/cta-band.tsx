import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { space } from 'shared-ui';
import { ButtonRow } from './button-row';
import { Container, Section, SectionTitle } from './layout';

const Text = styled.p`
  margin: ${space(4)} auto 0;
  max-width: 40rem;
  font-size: 1.1rem;
  color: rgba(255, 255, 255, 0.9);
`;

const Inner = styled(Container)`
  text-align: center;
`;

export interface CtaBandProps {
  title: string;
  text: string;
  /** The buttons or links, in reading order. */
  children: ReactNode;
}

/** A closing call to action on the dark gradient: heading, one line of text, buttons. */
export function CtaBand({ title, text, children }: CtaBandProps) {
  const titleId = useId();
  return (
    <Section tone="dark" aria-labelledby={titleId}>
      <Inner>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        <Text>{text}</Text>
        <ButtonRow align="center">{children}</ButtonRow>
      </Inner>
    </Section>
  );
}
