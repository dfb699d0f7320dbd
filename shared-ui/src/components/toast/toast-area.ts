import { css } from '@emotion/react';
import { media } from '../../theme/tokens';

/** Spec 9: swiping right by 50px dismisses; F8 focuses the toast area. */
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
/** True for the key that focuses the toast area, as Radix tells it (by the key's code). */
export const isToastHotkey = (event: KeyboardEvent) =>
  TOAST_HOTKEY.every((key) => (event as unknown as Record<string, unknown>)[key] || event.code === key);

/** The area's name, as Radix writes it: `{hotkey}` becomes the keys (`F8`). */
export const TOAST_AREA_LABEL = 'Notifications ({hotkey})';

/** The list of toasts, the same before and after Radix's code has loaded (one class name). */
export const toastListStyle = css`
  position: fixed;
  z-index: 100;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
  ${media.sm} {
    bottom: 0;
  }
`;
