import styled from '@emotion/styled';
import { color, media, radius, shadow } from 'shared-ui';
import { Container } from '../../../shared/layout/section';
import { STATS, TRUST_LINE } from '../data/stats';

const Strip = styled.section({ background: color.surface, color: color.text, padding: '40px 0' });

const Trust = styled.h2({
  margin: '0 0 24px',
  textAlign: 'center',
  fontSize: '0.95rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: color.textMuted,
});

const List = styled.ul({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: 16,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  [media.xl]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
});

const Item = styled.li({
  display: 'flex',
  flexDirection: 'column',
  padding: '16px 12px',
  borderRadius: radius.md,
  background: color.surfaceMuted,
  boxShadow: shadow.card,
  textAlign: 'center',
});

const Value = styled.strong({ margin: 0, fontSize: '1.75rem', fontWeight: 800, color: color.primary, lineHeight: 1.2 });

const Label = styled.span({ marginTop: 4, fontSize: '0.875rem', color: color.textMuted });

/** The headline claims of the firm and the Indian GCC market. */
export function StatsStrip() {
  return (
    <Strip aria-labelledby="home-stats-title">
      <Container>
        <Trust id="home-stats-title">{TRUST_LINE}</Trust>
        <List>
          {STATS.map((stat) => (
            <Item key={stat.label}>
              <Value>{stat.value}</Value> <Label>{stat.label}</Label>
            </Item>
          ))}
        </List>
      </Container>
    </Strip>
  );
}
