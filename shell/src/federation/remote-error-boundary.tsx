import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteKey } from 'shared-ui';
import { reportTelemetry, thrownParts } from '../telemetry/telemetry-buffer';

interface Props {
  /** The remote inside: a failure caught here counts as that remote's crash. */
  remote: RemoteKey;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Third layer of remote failure handling: a remote that fails to load or render never blanks the page.
 * Around every remote page and the Contact Us dialog, so it lives beside the other layers, not in a feature.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] a remote section failed:', error, info.componentStack);
    reportTelemetry({ type: 'crash', remote: this.props.remote, ...thrownParts(error) });
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
