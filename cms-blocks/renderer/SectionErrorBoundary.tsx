import { Component, type ContextType, type ReactNode } from 'react';
import { EmptyScopeContext } from './context.tsx';

interface Props {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Catches what a block throws while rendering: the section is skipped (and counts as empty,
 * so it leaves no gap), the rest of the page renders.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  static override contextType = EmptyScopeContext;
  declare context: ContextType<typeof EmptyScopeContext>;
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
    this.context?.report('error', true);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
