import { act } from '@testing-library/react';
import { dismissToast } from '../components/toast/toast-store';

/** The toast store is module state shared by every test of a file: close what a test left open. */
export function clearToasts(): void {
  act(() => dismissToast());
}
