import styled from '@emotion/styled';
import { Button, color, useContactAction, useServiceAction } from 'shared-ui';
import { ButtonRow, Container, Section } from '../../../shared/layout/section';
import { SectionTitle } from '../../../shared/layout/section-header';
import { ABOUT_CTA } from '../data/about-content';

const Centered = styled.div({ maxWidth: 720, margin: '0 auto', textAlign: 'center' });

const Body = styled.p({ margin: '16px 0 28px', fontSize: '1.05rem', color: color.textMuted });

export function AboutCta() {
  const openContact = useContactAction();
  const showService = useServiceAction();
  return (
    <Section aria-labelledby="about-cta-title">
      <Container>
        <Centered>
          <SectionTitle id="about-cta-title">{ABOUT_CTA.title}</SectionTitle>
          <Body>{ABOUT_CTA.body}</Body>
          <ButtonRow $center>
            <Button size="lg" onClick={openContact}>
              {ABOUT_CTA.primaryAction}
            </Button>
            <Button size="lg" variant="outline" onClick={showService}>
              {ABOUT_CTA.secondaryAction}
            </Button>
          </ButtonRow>
        </Centered>
      </Container>
    </Section>
  );
}
