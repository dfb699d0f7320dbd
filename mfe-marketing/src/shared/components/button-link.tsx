import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { buttonStyle, type ButtonSize, type ButtonVariant } from 'shared-ui';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like the site's button (for navigation, never for actions). */
export const ButtonLink = styled(Link, {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size',
})<LookProps>(({ variant = 'default', size = 'default' }) => buttonStyle(variant, size));
