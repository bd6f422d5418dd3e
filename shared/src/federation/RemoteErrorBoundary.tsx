import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteKey } from './remotes.ts';
import { reportRemoteError } from './reportRemoteError.ts';

export interface RemoteErrorBoundaryProps {
  /** Identifies the area in console messages, e.g. "reader/HomePage". */
  label: string;
  /** The remote and module of the area: its failures are reported with the remote's version. */
  source?: { remote: RemoteKey; module: string };
  /** What to show instead of the failed area; `retry` clears the error and remounts. */
  renderError: (retry: () => void) => ReactNode;
  /** Called before the boundary resets, so the owner can build a fresh lazy component. */
  onRetry?: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * Contains a failure (remote unreachable, or the remote's code threw) to one area of the page.
 * Error boundaries must be classes: React has no hook for componentDidCatch.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Details go to the console and the remote's team; the reader only sees a plain message.
    const { source } = this.props;
    if (source) reportRemoteError(source.remote, source.module, 'render', error);
    else console.error(`[remote] ${this.props.label} failed to render`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.renderError(this.retry) : this.props.children;
  }
}
