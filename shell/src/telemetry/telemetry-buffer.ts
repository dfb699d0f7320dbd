/**
 * What the shell's parts report to the telemetry as it happens. Held here, in the shell's first
 * script, from the start of the page load until the telemetry (a chunk loaded once the page is idle,
 * start-telemetry.ts) takes them: an error that happens before it has arrived still counts.
 */
export type TelemetryEvent =
  /** An uncaught error or rejection: its message, stack and the script it was thrown in, if known. */
  | { type: 'error'; message: string; stack?: string; source?: string }
  /** A remote's page or dialog failed: it could not be loaded, or its error boundary caught it. */
  | { type: 'crash'; remote: string; message: string; stack?: string }
  /** A remote's release was loaded from this remote entry. */
  | { type: 'remote'; remote: string; entry: string };

/** Held until the telemetry starts; a page that fails in a loop keeps no more. */
const MAX_HELD = 30;

const held: TelemetryEvent[] = [];
let sink: ((event: TelemetryEvent) => void) | null = null;
let listening = false;

/** A browser that sends Global Privacy Control: the site sends nothing at all. */
export function sendsNothing(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Hands an event to the telemetry, or holds it until the telemetry starts; nothing when it never will. */
export function reportTelemetry(event: TelemetryEvent): void {
  if (!listening) return;
  if (sink) sink(event);
  else if (held.length < MAX_HELD) held.push(event);
}

/** The part of a thrown value worth keeping: its message and stack (never the value itself). */
export function thrownParts(thrown: unknown): { message: string; stack?: string } {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack };
  return { message: String(thrown) };
}

/**
 * Starts holding uncaught errors and rejections, first thing in the shell's start; does nothing in
 * a browser that sends Global Privacy Control. Returns whether telemetry may run on this page.
 */
export function startTelemetryBuffer(win: Window = window): boolean {
  if (listening || sendsNothing(win.navigator)) return listening;
  listening = true;
  win.addEventListener('error', (event) => {
    // A cross-origin script's error carries no detail ("Script error."): it still counts.
    const parts = event.error ? thrownParts(event.error) : { message: event.message };
    reportTelemetry({ type: 'error', ...parts, source: event.filename || undefined });
  });
  win.addEventListener('unhandledrejection', (event) => {
    reportTelemetry({ type: 'error', ...thrownParts(event.reason) });
  });
  return true;
}

/** The telemetry takes what was held, then every event as it comes. */
export function takeTelemetryEvents(next: (event: TelemetryEvent) => void): void {
  sink = next;
  for (const event of held.splice(0)) next(event);
}
