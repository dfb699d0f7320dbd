import styled from '@emotion/styled';
import { useId } from 'react';
import { Button, color } from 'shared-ui';
import type { Resource } from '../lib/resource';
import { CardFrame, IconBadge } from './card-frame';
import { ResourceTypeIcon } from './resource-type-icon';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const TypeLabel = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.35;
`;

const Description = styled.p`
  flex: 1;
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.95rem;
`;

const Action = styled(Button)`
  align-self: flex-start;
`;

export interface ResourceCardProps {
  resource: Resource;
  onAccess: (resource: Resource) => void;
  /** The first sign that the visitor may press Access Now: the pointer enters it, or it gets focus. */
  onAccessIntent?: () => void;
}

/** One resource: type icon and label, title, description and the Access Now button. */
export function ResourceCard({ resource, onAccess, onAccessIntent }: ResourceCardProps) {
  const titleId = useId();
  return (
    <CardFrame as="article" aria-labelledby={titleId}>
      <Top>
        <IconBadge>
          <ResourceTypeIcon type={resource.type} />
        </IconBadge>
        <TypeLabel>{resource.type}</TypeLabel>
      </Top>
      <Title id={titleId}>{resource.title}</Title>
      <Description>{resource.description}</Description>
      <Action
        aria-describedby={titleId}
        onPointerEnter={onAccessIntent}
        onFocus={onAccessIntent}
        onClick={() => onAccess(resource)}
      >
        Access Now
      </Action>
    </CardFrame>
  );
}
