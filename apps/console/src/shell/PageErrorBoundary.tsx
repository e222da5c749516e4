import { Component, type ReactNode } from 'react';
import { logError } from '../app/errorLogger';

interface Props {
  pageKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** A page that fails to load or render is logged and replaced by a message; the shell stays usable. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logError(
      'pageLoad',
      `${this.props.pageKey}: ${error instanceof Error ? error.message : String(error)}`,
      error,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
