import styled from '@emotion/styled';
import { color, media } from 'shared-ui';
import { ResourceLibrary } from '../features/resources/components/resource-library';

// Clears the shell's fixed header: up to about 160px on narrow phones (it wraps onto three rows),
// about 110px on small screens and under 80px from medium screens up.
const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 184px 16px 64px;
  ${media.sm} {
    padding-top: 144px;
  }
  ${media.md} {
    padding: 120px 24px 96px;
  }
`;

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
    <Page>
      <Intro>
        <Heading>Knowledge Hub</Heading>
        <Subtitle>Your central source for expert insights on India GCCs.</Subtitle>
      </Intro>
      <ResourceLibrary />
    </Page>
  );
}
