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
    __takeEarlyInput?: () => EarlyInput[];
    /** Set by the page's head: applies and stores a theme chosen before the take-over. */
    __chooseTheme?: (theme: string) => void;
  }
}

const ACTION_NAME = /^[a-z][a-z-]*$/;

/** The held control if it is still on the page, else the control on the page now that does the same. */
function controlFor(input: EarlyInput): HTMLElement | null {
  if (input.control.isConnected) return input.control;
  if (!input.action || !ACTION_NAME.test(input.action)) return null;
  return document.querySelector<HTMLElement>(`[data-action="${input.action}"]`);
}

/**
 * Ends the early capture and replays what the visitor did before the take-over, once each, in
 * order, on the live controls. Called when the shell's first render has committed, so every
 * handler is in place. Returns how many inputs were replayed.
 */
export function replayEarlyInput(): number {
  const take = window.__takeEarlyInput;
  if (!take) return 0;
  delete window.__takeEarlyInput;
  let replayed = 0;
  for (const input of take()) {
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
