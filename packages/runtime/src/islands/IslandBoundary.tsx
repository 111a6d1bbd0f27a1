import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Wraps every island: an error while rendering it replaces only that island with a message and a
 * "Try again" button that renders it afresh, instead of leaving a blank or frozen page.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An interactive part of this page crashed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="island-crash" role="alert">
        <p>This page crashed.</p>
        <button type="button" className="button button-brand" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
