import styled from '@emotion/styled';
import { color, radius, shadow } from 'shared-ui';
import { Icon } from '../../../shared/icons/icon';
import type { Service } from '../data/services';

const Card = styled.article({
  display: 'flex',
  flexDirection: 'column',
  padding: 28,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surface,
  boxShadow: shadow.card,
});

const IconBadge = styled.div({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  marginBottom: 16,
  borderRadius: radius.md,
  background: color.surfaceMuted,
  color: color.primary,
});

const Title = styled.h2({ margin: '0 0 8px', fontSize: '1.25rem', lineHeight: 1.3, color: color.text });

const Description = styled.p({ margin: '0 0 16px', color: color.textMuted });

const Points = styled.ul({ display: 'grid', gap: 10, margin: 0, padding: 0, listStyle: 'none' });

const Point = styled.li({
  position: 'relative',
  paddingLeft: 22,
  color: color.text,
  fontSize: '0.95rem',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.55em',
    width: 8,
    height: 8,
    borderRadius: radius.full,
    background: color.accent,
  },
});

export function ServiceCard({ service }: { service: Service }) {
  const titleId = `service-${service.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <IconBadge>
        <Icon name={service.icon} size={28} />
      </IconBadge>
      <Title id={titleId}>{service.title}</Title>
      <Description>{service.description}</Description>
      <Points>
        {service.points.map((point) => (
          <Point key={point}>{point}</Point>
        ))}
      </Points>
    </Card>
  );
}
