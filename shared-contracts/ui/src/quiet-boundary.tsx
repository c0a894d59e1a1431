import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** what shows instead should the part fail (nothing by default) */
  fallback?: ReactNode;
}

/**
 * An optional part (a graph) that fails alone: the page or dialog around it keeps working, and
 * keeps its text alternative. Imported by subpath (`@rapport/ui/quiet-boundary`).
 */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('[rapport] an optional part failed', error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
