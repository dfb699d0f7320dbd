import styled from '@emotion/styled';
import { color } from 'shared-ui';
import { ContactActions } from '../../../shared/layout/contact-actions';
import { Container, Section } from '../../../shared/layout/section';
import { SectionTitle } from '../../../shared/layout/section-header';
import { ABOUT_CTA } from '../data/about-content';

const Centered = styled.div({ maxWidth: 720, margin: '0 auto', textAlign: 'center' });

const Body = styled.p({ margin: '16px 0 28px', fontSize: '1.05rem', color: color.textMuted });

export function AboutCta() {
  return (
    <Section aria-labelledby="about-cta-title">
      <Container>
        <Centered>
          <SectionTitle id="about-cta-title">{ABOUT_CTA.title}</SectionTitle>
          <Body>{ABOUT_CTA.body}</Body>
          <ContactActions primary={ABOUT_CTA.primaryAction} secondary={ABOUT_CTA.secondaryAction} center />
        </Centered>
      </Container>
    </Section>
  );
}
