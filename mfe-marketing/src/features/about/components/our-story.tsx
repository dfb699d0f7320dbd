import styled from '@emotion/styled';
import { color } from 'shared-ui';
import { Container, Section } from '../../../shared/layout/section';
import { SectionTitle } from '../../../shared/layout/section-header';
import { OUR_STORY } from '../data/about-content';

const Narrow = styled.div({ maxWidth: 780, margin: '0 auto' });

const Title = styled(SectionTitle)({ margin: '0 0 20px' });

const Paragraph = styled.p({ margin: '0 0 16px', fontSize: '1.05rem', color: color.textMuted });

export function OurStory() {
  return (
    <Section aria-labelledby="about-story-title">
      <Container>
        <Narrow>
          <Title id="about-story-title">{OUR_STORY.title}</Title>
          {OUR_STORY.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph.slice(0, 24)}>{paragraph}</Paragraph>
          ))}
        </Narrow>
      </Container>
    </Section>
  );
}
