import styled from '@emotion/styled';
import { color, radius, shadow } from 'shared-ui';
import { Icon } from '../../../shared/icons/icon';
import { tokenGradient } from '../../../shared/style/gradient';
import type { Advantage } from '../data/advantages';

const Card = styled.article({
  position: 'relative',
  overflow: 'hidden',
  padding: '28px 24px 24px',
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surface,
  boxShadow: shadow.card,
});

const AccentBar = styled.div<{ $gradient: string }>(({ $gradient }) => ({
  position: 'absolute',
  inset: '0 0 auto 0',
  height: 4,
  backgroundImage: $gradient,
}));

const IconBadge = styled.div<{ $gradient: string }>(({ $gradient }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: 16,
  borderRadius: radius.md,
  backgroundImage: $gradient,
  color: '#ffffff',
}));

const Title = styled.h3({ margin: '0 0 8px', fontSize: '1.2rem', color: color.text });

const Description = styled.p({ margin: 0, color: color.textMuted });

export function AdvantageCard({ advantage }: { advantage: Advantage }) {
  const gradient = tokenGradient(advantage.gradient);
  return (
    <Card data-testid="advantage-card">
      <AccentBar $gradient={gradient} data-testid="advantage-gradient" />
      <IconBadge $gradient={gradient}>
        <Icon name={advantage.icon} />
      </IconBadge>
      <Title>{advantage.title}</Title>
      <Description>{advantage.description}</Description>
    </Card>
  );
}
