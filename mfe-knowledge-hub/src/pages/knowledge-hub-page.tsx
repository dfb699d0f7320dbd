import styled from '@emotion/styled';
import { color, PageFrame } from 'shared-ui';
import { ResourceLibrary } from '../features/resources/components/resource-library';

const Intro = styled.header`
  max-width: 720px;
  margin: 0 auto 40px;
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0 0 12px;
  font-size: clamp(2rem, 5vw, 3rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 1.15rem;
`;

/** /resources: the Knowledge Hub. Its title and description are the site manifest's (the shell sets the page head). */
export function KnowledgeHubPage() {
  return (
    <PageFrame>
      <Intro>
        <Heading>Knowledge Hub</Heading>
        <Subtitle>Your central source for expert insights on India GCCs.</Subtitle>
      </Intro>
      <ResourceLibrary />
    </PageFrame>
  );
}
