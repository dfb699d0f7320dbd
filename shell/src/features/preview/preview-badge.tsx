import styled from '@emotion/styled';
import { Button, color, radius, shadow } from 'shared-ui';
import type { Preview } from './preview-link';
import { endPreview } from './preview-storage';

// Above the header, below the toasts (z-index 100), in the corner the toasts leave free on wide screens.
const Badge = styled.aside`
  position: fixed;
  left: 12px;
  bottom: 12px;
  z-index: 90;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  max-width: calc(100vw - 24px);
  padding: 8px 8px 8px 12px;
  border: 2px solid ${color.accent};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.dialog};
  font-size: 0.875rem;
  line-height: 1.4;
`;

const Label = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/**
 * Says, on every page of the tab, that candidate releases are shown instead of the live site, and
 * ends that. `onEnd` is for tests: by default the tab forgets the preview and loads again.
 */
export function PreviewBadge({ previews, onEnd = endPreview }: { previews: readonly Preview[]; onEnd?: () => void }) {
  if (!previews.length) return null;
  return (
    <Badge aria-label="Release preview">
      <Label role="status">Preview: {previews.map(({ bundle, version }) => `${bundle} ${version}`).join(', ')}</Label>
      <Button size="sm" variant="outline" onClick={() => onEnd()}>
        End preview
      </Button>
    </Badge>
  );
}
