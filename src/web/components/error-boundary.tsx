import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: (error: unknown) => ReactNode };
type State = { error: unknown; hasError: boolean };

/** Shows `fallback` instead of a subtree that threw while rendering (or whose chunk failed to load). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Route error', error);
  }

  override render() {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
