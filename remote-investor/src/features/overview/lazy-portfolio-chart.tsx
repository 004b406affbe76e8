import { ErrorState, Skeleton, useLingui, type PortfolioPoint } from '@arcvest/shared';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { OVERVIEW_TEXTS as TEXTS } from './messages';

const loadChart = () => import(/* webpackChunkName: "portfolio-chart" */ './portfolio-chart');

/** Catches a chart chunk that fails to load (or to draw), so the rest of the dashboard stays. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('The portfolio chart failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The portfolio chart, fetched on first use; Retry loads it again after a failure. */
export function LazyPortfolioChart({ points }: { points: readonly PortfolioPoint[] }) {
  const { _ } = useLingui();
  // A failed lazy component keeps its failure: each attempt gets a new one (and a new boundary).
  const [attempt, setAttempt] = useState(() => ({ number: 0, Chart: lazy(loadChart) }));
  const retry = () => setAttempt(({ number }) => ({ number: number + 1, Chart: lazy(loadChart) }));
  const { Chart } = attempt;
  return (
    <ChartBoundary key={attempt.number} fallback={<ErrorState message={_(TEXTS.chartFailed)} onRetry={retry} />}>
      <Suspense fallback={<Skeleton shape="lines" label={_(TEXTS.loadingChart)} />}>
        <Chart points={points} />
      </Suspense>
    </ChartBoundary>
  );
}
