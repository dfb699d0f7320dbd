import styled from '@emotion/styled';
import { CARD_FADE_SECONDS, CARD_STAGGER_SECONDS, fadeUp, media } from 'shared-ui';
import type { Resource } from '../lib/resource';
import { GridList } from './grid-layout';
import { ResourceCard } from './resource-card';

// Plain CSS, so the cards need no animation code: each fades up after the ones before it.
const Item = styled.li<{ index: number }>`
  animation: ${fadeUp} ${CARD_FADE_SECONDS}s ease-out both;
  animation-delay: ${({ index }) => index * CARD_STAGGER_SECONDS}s;
  ${media.reducedMotion} {
    animation-name: none;
  }
`;

export interface ResourceGridProps {
  resources: readonly Resource[];
  onAccess: (resource: Resource) => void;
  /** A card's Access Now button is about to be used (pointer over it, or focus on it). */
  onAccessIntent?: () => void;
}

/** The cards, appearing one after another 0.1 s apart; all at once for visitors who prefer reduced motion. */
export function ResourceGrid({ resources, onAccess, onAccessIntent }: ResourceGridProps) {
  return (
    <GridList>
      {resources.map((resource, index) => (
        <Item key={resource.id} index={index}>
          <ResourceCard resource={resource} onAccess={onAccess} onAccessIntent={onAccessIntent} />
        </Item>
      ))}
    </GridList>
  );
}
