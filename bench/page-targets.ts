/**
 * The Lighthouse section's verdicts (issue 41): each page beside the bare federated page measured
 * in the same rounds, as ratios and deltas, so the targets hold on any machine.
 */
import { median } from './median';

/** One Lighthouse run's figures for a page. */
export interface PageFigures {
  lcpMs: number;
  tbtMs: number;
  performance: number;
  /** Scripts as transferred (compressed) during the cold load. */
  scriptBytes: number;
}

export interface PageTarget {
  /** The page's LCP at most this times the bare page's. */
  maxLcpRatio: number;
  maxTbtMs: number;
  minPerformance: number;
  /** The page's scripts at most this many bytes over the bare page's, where it is a target. */
  maxScriptDeltaBytes?: number;
  /** Whether the largest paint must be the page's own content, not the demo site's notice (written into every page's HTML). */
  contentPainted?: boolean;
}

export const PUBLIC_PAGE: PageTarget = { maxLcpRatio: 0.8, maxTbtMs: 150, minPerformance: 95 };
export const SIGNED_IN_PAGE: PageTarget = { maxLcpRatio: 1.2, maxTbtMs: 300, minPerformance: 90, contentPainted: true };

/** The demo notice's element (api/src/routes/web/seo.ts). */
const DEMO_NOTICE = /#demo-notice\b|\.demo-banner\b/;

/** Each figure's median over the rounds, taken apart (the LCP of one round, the TBT of another). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('No runs to take the median of.');
  return {
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    performance: median(runs.map((run) => run.performance)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
  };
}

export interface Check {
  label: string;
  pass: boolean;
}

/** Each target of the page, met or not, against the bare page's figures of the same rounds; `largestPaint` is the element of the page's largest paint. */
export function checkTargets(page: PageFigures, bare: PageFigures, target: PageTarget, largestPaint: string): Check[] {
  const ratio = page.lcpMs / bare.lcpMs;
  const checks: Check[] = [
    { label: `LCP ≤ ${target.maxLcpRatio}x`, pass: ratio <= target.maxLcpRatio },
    { label: `TBT ≤ ${target.maxTbtMs} ms`, pass: page.tbtMs <= target.maxTbtMs },
    { label: `perf ≥ ${target.minPerformance}`, pass: page.performance >= target.minPerformance },
  ];
  if (target.maxScriptDeltaBytes !== undefined) {
    checks.push({ label: `JS ≤ bare + ${target.maxScriptDeltaBytes / 1000} KB`, pass: page.scriptBytes - bare.scriptBytes <= target.maxScriptDeltaBytes });
  }
  if (target.contentPainted) checks.push({ label: 'LCP is content', pass: !DEMO_NOTICE.test(largestPaint) });
  return checks;
}

export interface TableRow {
  name: string;
  figures: PageFigures;
  /** Null for a page without targets. */
  target: PageTarget | null;
  /** The element of the page's largest paint (largest-paint.ts). */
  largestPaint: string;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const signedKilobytes = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kilobytes(Math.abs(bytes))}`;

/** The printed table (Markdown, for docs/performance.md): the bare page's line first, then each page's figures, ratio, delta and verdicts. */
export function formatTable(bareName: string, bare: PageFigures, rows: TableRow[]): string[] {
  const header = ['page', 'LCP', 'x bare', 'TBT', 'perf', 'JS', 'JS - bare', 'targets'];
  const cells = [
    [bareName, `${(bare.lcpMs / 1000).toFixed(2)} s`, '1.00x', `${Math.round(bare.tbtMs)} ms`, String(bare.performance), kilobytes(bare.scriptBytes), '', ''],
    ...rows.map(({ name, figures, target, largestPaint }) => [
      name,
      `${(figures.lcpMs / 1000).toFixed(2)} s`,
      `${(figures.lcpMs / bare.lcpMs).toFixed(2)}x`,
      `${Math.round(figures.tbtMs)} ms`,
      String(figures.performance),
      kilobytes(figures.scriptBytes),
      signedKilobytes(figures.scriptBytes - bare.scriptBytes),
      target
        ? checkTargets(figures, bare, target, largestPaint)
            .map((check) => `${check.label} ${check.pass ? 'pass' : 'FAIL'}`)
            .join(', ')
        : '(no target)',
    ]),
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)];
}
