import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageIntro, PageLayout, PageTitle } from './PageLayout';
import { Button } from './ui/Button';

interface State {
  error: Error | null;
}

/** A page that threw while rendering, or whose chunk failed to load (e.g. after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <PageLayout width="narrow">
        <PageTitle>Something went wrong</PageTitle>
        <PageIntro>{this.state.error.message}</PageIntro>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </PageLayout>
    );
  }
}
