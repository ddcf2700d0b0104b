import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { RemoteRefusedError } from '../remote-loader';
import { RemoteFallback } from './remote-fallback';

interface Props {
  name: string;
  /** Called by the fallback's Retry before the boundary renders its children again. */
  onRetry: () => void;
  /** Told of each error caught (the shell reports it to the server). */
  onError?: (error: unknown) => void;
  /** Shown to staff only: where the remote is served from. */
  manifest?: string | undefined;
  /** The boundary clears itself when this changes (a navigation to another page). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Keeps a failing remote inside the content area: the layout and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error);
    if (error instanceof RemoteRefusedError)
      console.warn(`[lobby] remote "${this.props.name}" is not mounted: ${error.message}`);
    else console.error(`[lobby] remote "${this.props.name}" failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error) {
      const reason =
        error instanceof RemoteRefusedError
          ? error.message
          : error instanceof Error
            ? error.message
            : undefined;
      return (
        <RemoteFallback
          name={this.props.name}
          reason={reason}
          refused={error instanceof RemoteRefusedError}
          manifest={this.props.manifest}
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
