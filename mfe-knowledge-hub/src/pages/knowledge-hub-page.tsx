import styled from '@emotion/styled';
import { color, media, pageTitle, usePageMeta } from 'shared-ui';
import { ResourceLibrary } from '../features/resources/components/resource-library';

const DESCRIPTION =
  'Whitepapers, webinars, reports and podcasts from our advisers on establishing and scaling Global Capability Centers (GCCs) in India.';

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

/** /resources: the Knowledge Hub. */
export function KnowledgeHubPage() {
  usePageMeta({ title: pageTitle('Knowledge Hub', 'GCC Insights & Resources'), description: DESCRIPTION });
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
