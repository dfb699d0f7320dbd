import styled from '@emotion/styled';

/**
 * Text for screen readers and crawlers only: laid out (so it is part of the element's text) but
 * clipped to nothing on screen. For a link whose visible words need their context, e.g. "Learn More".
 */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
