import styled from '@emotion/styled';
import { color, radius, shadow } from 'shared-ui';

/** Height both a card and its loading placeholder keep, so nothing moves when the data arrives. */
export const CARD_MIN_HEIGHT = 320;

/** The box shared by a resource card and its loading placeholder. */
export const CardFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  min-height: ${CARD_MIN_HEIGHT}px;
  padding: 24px;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

/** The round badge an icon sits in. */
export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  color: ${color.primary};
`;
