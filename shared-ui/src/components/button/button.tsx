import styled from '@emotion/styled';
import isPropValid from '@emotion/is-prop-valid';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './button-style';

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => isPropValid(prop) && prop !== 'size',
})<ButtonProps>(({ variant, size }) => buttonStyle(variant, size));

/** The site's button: variants default, destructive, outline, secondary, ghost, link; sizes default, sm, lg, icon. */
export function Button({ type = 'button', variant = 'default', size = 'default', ...props }: ButtonProps) {
  return <StyledButton type={type} variant={variant} size={size} data-variant={variant} data-size={size} {...props} />;
}
