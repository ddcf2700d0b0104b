import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  name: string;
  /** Called by the fallback's Retry before the boundary renders its children again. */
  onRetry: () => void;
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
    console.error(`[lobby] remote "${this.props.name}" failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteFallback name={this.props.name} onRetry={this.retry} />;
    return this.props.children;
  }
}
