import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Drawn instead of the children once one of them threw, with what it threw. */
  fallback: (error: unknown) => ReactNode;
  /** When it changes (another page), the children are drawn again. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

/**
 * React's error boundary in the few lines the portal needs (react-error-boundary was 0.7 kB brotli
 * of the first chunk, which the candidate's journey could not afford): catches what a child throws
 * while drawing, draws `fallback` instead, and tries the children again when `resetKey` changes.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
