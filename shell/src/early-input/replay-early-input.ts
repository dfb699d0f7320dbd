/** What the inline capture script (capture-early-input.js) held before the shell took over. */
export interface EarlyInput {
  type: 'click' | 'change';
  control: HTMLElement;
  /** The select's value when it changed. */
  value: string;
  /** The control's `data-action`, to find its counterpart when the control itself was redrawn. */
  action: string | null;
}

declare global {
  interface Window {
    /** Hands over the input held outside `pending` (a selector), or all of it and stops holding. */
    __takeEarlyInput?: (pending?: string) => EarlyInput[];
    /** Set by the page's head: applies and stores a theme chosen before the take-over. */
    __chooseTheme?: (theme: string) => void;
  }
}

/** Where the page of a route is: its input is held until the page itself is live. */
export const PAGE_REGION = 'main';

const ACTION_NAME = /^[a-z][a-z-]*$/;

/** The held control if it is still on the page, else the control on the page now that does the same. */
function controlFor(input: EarlyInput): HTMLElement | null {
  if (input.control.isConnected) return input.control;
  if (!input.action || !ACTION_NAME.test(input.action)) return null;
  return document.querySelector<HTMLElement>(`[data-action="${input.action}"]`);
}

/**
 * Replays what the visitor did before the take-over, once each, in order, on the live controls.
 * Called when the shell's first render has committed (`pending`: the page's region, still held
 * while its module is on its way) and again when the page is live (no `pending`: the capture
 * ends). Returns how many inputs were replayed.
 */
export function replayEarlyInput(pending?: string): number {
  const take = window.__takeEarlyInput;
  if (!take) return 0;
  if (!pending) delete window.__takeEarlyInput;
  let replayed = 0;
  for (const input of take(pending)) {
    // The served control no longer waits, whether or not it is still on the page.
    input.control.removeAttribute('aria-busy');
    input.control.removeAttribute('data-input-pending');
    const control = controlFor(input);
    if (!control) continue;
    if (input.type === 'change' && control instanceof HTMLSelectElement) {
      control.value = input.value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      control.click();
    }
    replayed += 1;
  }
  return replayed;
}
