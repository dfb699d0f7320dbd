import type { ReactNode } from 'react';
import { LineIcon } from 'shared-ui';
import { resourceKind, type ResourceKind } from '../lib/resource-type';

// 24×24 line drawings, stroked with the text colour so they follow the theme.
const SHAPES: Record<ResourceKind, ReactNode> = {
  whitepaper: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6M9 9h2" />
    </>
  ),
  webinar: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M10 8l4 2-4 2zM8 20h8M12 16v4" />
    </>
  ),
  podcast: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M9 21h6" />
    </>
  ),
  report: (
    <>
      <path d="M4 20h16M4 20V4" />
      <path d="M8 16v-5M12 16V8M16 16v-3M20 16V6" />
    </>
  ),
  other: (
    <>
      <path d="M4 5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2z" />
      <path d="M4 21V5M18 19v2H6M9 8h5" />
    </>
  ),
};

/** The picture for a resource type; decorative, since the type is also written out beside it. */
export function ResourceTypeIcon({ type, size = 24 }: { type: string; size?: number }) {
  const kind = resourceKind(type);
  return (
    <LineIcon data-icon={kind} size={size}>
      {SHAPES[kind]}
    </LineIcon>
  );
}
