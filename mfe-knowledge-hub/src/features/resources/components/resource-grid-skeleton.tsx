import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { Spinner, color, media, radius } from 'shared-ui';
import { CardFrame, IconBadge } from './card-frame';
import { GridList } from './grid-layout';

/** As many placeholders as a typical first screen of cards. */
const PLACEHOLDER_COUNT = 6;

const pulse = keyframes`50% { opacity: 0.55; }`;

const Area = styled.div`
  position: relative;
`;

const Status = styled.div`
  position: absolute;
  z-index: 1;
  top: 96px;
  left: 50%;
  transform: translateX(-50%);
  color: ${color.primary};
`;

// `$` props stay out of the DOM: a plain `width` or `height` would be written onto the span.
const Bar = styled.span<{ $width: string; $height?: number }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height ?? 14}px;
  border-radius: ${radius.sm};
  background: ${color.surfaceMuted};
  animation: ${pulse} 1.6s ease-in-out infinite;
  ${media.reducedMotion} {
    animation-name: none;
  }
`;

const Filler = styled.span`
  flex: 1;
`;

function PlaceholderCard() {
  return (
    <CardFrame as="li">
      <IconBadge />
      <Bar $width="70%" $height={22} />
      <Bar $width="45%" $height={22} />
      <Bar $width="100%" />
      <Bar $width="90%" />
      <Bar $width="60%" />
      <Filler />
      <Bar $width="128px" $height={40} />
    </CardFrame>
  );
}

/** While resources load: a spinner over card-shaped placeholders that hold the grid's space. */
export function ResourceGridSkeleton() {
  return (
    <Area>
      <Status>
        <Spinner size={32} label="Loading resources" />
      </Status>
      <GridList aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <PlaceholderCard key={index} />
        ))}
      </GridList>
    </Area>
  );
}
