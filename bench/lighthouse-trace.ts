/**
 * What a Lighthouse run says about where a page's first paint waits, read from its report (bench/lighthouse.ts
 * prints it for the run with the median LCP).
 *
 * Lighthouse's mobile preset does not throttle the browser: it records one fast page load and *simulates*
 * the slow phone from that trace (Lantern). The simulated LCP replays every request that finished before
 * the paint seen in the fast load, scripts included unless they ran after it. So "what loaded before the
 * observed paint" is the list the simulated LCP waits for, and this report prints it with the LCP phases.
 */
import type { Result } from 'lighthouse';

type Audits = Result['audits'];
type NetworkRequest = {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
};
type Chain = {
  url: string;
  navStartToEndTime: number;
  transferSize: number;
  children?: Record<string, Chain>;
};

export type TraceReport = {
  lcpElement: string;
  /** The simulated (slow 4G, 4× CPU) LCP split into TTFB, load delay, load time and render delay. */
  simulatedPhases: Array<{ phase: string; ms: number }>;
  /** The same phases in the unthrottled load Lighthouse recorded. */
  observedPhases: Array<{ phase: string; ms: number }>;
  simulatedFcp: number;
  observedFcp: number;
  observedLcp: number;
  renderBlocking: Array<{ url: string; bytes: number; ms: number }>;
  criticalChain: Array<{ depth: number; url: string; endMs: number; bytes: number }>;
  /** Requests (LCP image aside) that ended before the observed LCP: the simulated LCP waits for these. */
  beforeLcp: Array<{ type: string; count: number; bytes: number }>;
  scripts: Array<{ url: string; bytes: number; priority: string }>;
  /** What Total Blocking Time counts: the main thread's long tasks (simulated, 4× CPU), by script. */
  longTasks: Array<{ url: string; startMs: number; ms: number }>;
  /** Main-thread time per script (simulated): evaluation, and parsing and compiling. */
  bootup: Array<{ url: string; scriptingMs: number; parseMs: number }>;
};

function detailsOf<T>(audits: Audits, id: string): T | undefined {
  return audits[id]?.details as T | undefined;
}

/** A list audit's tables, in order (the LCP element audit holds the element, then the phases). */
function tablesOf(
  audits: Audits,
  id: string,
): Array<{ type: string; items: Array<Record<string, unknown>> }> {
  const details = detailsOf<{ items?: Array<{ type: string; items: Array<Record<string, unknown>> }> }>(
    audits,
    id,
  );
  return details?.items ?? [];
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function flattenChains(chains: Record<string, Chain>, depth = 0): TraceReport['criticalChain'] {
  return Object.values(chains).flatMap((chain) => [
    { depth, url: shortUrl(chain.url), endMs: chain.navStartToEndTime, bytes: chain.transferSize },
    ...flattenChains(chain.children ?? {}, depth + 1),
  ]);
}

export function readTrace(lhr: Result): TraceReport {
  const { audits } = lhr;
  const [elementTable, phaseTable] = tablesOf(audits, 'largest-contentful-paint-element');
  const element = elementTable?.items[0]?.node as { selector?: string; snippet?: string } | undefined;
  const observedTable = tablesOf(audits, 'lcp-breakdown-insight')[0];
  const metrics = detailsOf<{ items: Array<Record<string, number>> }>(audits, 'metrics')?.items[0] ?? {};
  const renderBlocking =
    detailsOf<{ items?: Array<{ url: string; totalBytes: number; wastedMs: number }> }>(
      audits,
      'render-blocking-insight',
    )?.items ?? [];
  const tree = tablesOf(audits, 'network-dependency-tree-insight')[0] as unknown as
    { value?: { chains?: Record<string, Chain> } } | undefined;
  const requests = detailsOf<{ items: NetworkRequest[] }>(audits, 'network-requests')?.items ?? [];
  const observedLcp = metrics.observedLargestContentfulPaint ?? NaN;
  const lcpImage = element?.snippet?.match(/src="([^"]+)"/)?.[1];

  const beforeLcp = new Map<string, { count: number; bytes: number }>();
  for (const request of requests) {
    if ((request.networkEndTime ?? Infinity) > observedLcp || request.url === lcpImage) continue;
    // Lantern leaves low-priority images (offscreen ones) out of the LCP it simulates.
    if (request.resourceType === 'Image' && /^(Low|VeryLow)$/.test(request.priority ?? '')) continue;
    const type = request.resourceType ?? 'Other';
    const entry = beforeLcp.get(type) ?? { count: 0, bytes: 0 };
    beforeLcp.set(type, { count: entry.count + 1, bytes: entry.bytes + (request.transferSize ?? 0) });
  }

  return {
    lcpElement: element ? `${element.selector} ${element.snippet ?? ''}` : '(none)',
    simulatedPhases: (phaseTable?.items ?? []).map((row) => ({
      phase: String(row.phase),
      ms: Number(row.timing),
    })),
    observedPhases: (observedTable?.items ?? []).map((row) => ({
      phase: String(row.label),
      ms: Number(row.duration),
    })),
    simulatedFcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    observedFcp: metrics.observedFirstContentfulPaint ?? NaN,
    observedLcp,
    renderBlocking: renderBlocking.map((item) => ({
      url: shortUrl(item.url),
      bytes: item.totalBytes,
      ms: item.wastedMs,
    })),
    criticalChain: flattenChains(tree?.value?.chains ?? {}),
    beforeLcp: [...beforeLcp].map(([type, entry]) => ({ type, ...entry })),
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({
        url: shortUrl(request.url),
        bytes: request.transferSize ?? 0,
        priority: request.priority ?? '',
      }))
      .sort((a, b) => b.bytes - a.bytes),
    longTasks: (
      detailsOf<{ items?: Array<{ url: string; startTime: number; duration: number }> }>(audits, 'long-tasks')
        ?.items ?? []
    ).map((task) => ({ url: shortUrl(task.url), startMs: task.startTime, ms: task.duration })),
    bootup: (
      detailsOf<{ items?: Array<{ url: string; scripting: number; scriptParseCompile: number }> }>(
        audits,
        'bootup-time',
      )?.items ?? []
    ).map((item) => ({
      url: shortUrl(item.url),
      scriptingMs: item.scripting,
      parseMs: item.scriptParseCompile,
    })),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export function formatTrace(report: TraceReport, biggestScripts = 6): string {
  const scriptBytes = report.scripts.reduce((sum, script) => sum + script.bytes, 0);
  const lines = [
    `  LCP element: ${report.lcpElement.slice(0, 220)}`,
    `  LCP phases (simulated): ${report.simulatedPhases.map((p) => `${p.phase} ${ms(p.ms)}`).join(', ')}`,
    `  LCP phases (unthrottled trace): ${report.observedPhases.map((p) => `${p.phase} ${ms(p.ms)}`).join(', ')}`,
    `  FCP simulated ${ms(report.simulatedFcp)}; unthrottled FCP ${ms(report.observedFcp)}, LCP ${ms(report.observedLcp)}`,
    `  render-blocking: ${report.renderBlocking.map((r) => `${r.url} (${kb(r.bytes)}, ${ms(r.ms)})`).join(', ') || 'none'}`,
    `  critical chain:`,
    ...report.criticalChain.map(
      (c) => `    ${'  '.repeat(c.depth)}${c.url} (${kb(c.bytes)}, ends ${ms(c.endMs)})`,
    ),
    `  ended before the unthrottled LCP (the simulated LCP waits for these): ${
      report.beforeLcp.map((b) => `${b.type} ×${b.count} ${kb(b.bytes)}`).join(', ') || 'nothing'
    }`,
    `  scripts: ${report.scripts.length} files, ${kb(scriptBytes)}; biggest:`,
    ...report.scripts
      .slice(0, biggestScripts)
      .map((s) => `    ${kb(s.bytes).padStart(8)}  ${s.url} (${s.priority})`),
    `  long tasks (simulated; TBT counts what each lasts past 50 ms):`,
    ...report.longTasks.map(
      (t) => `    at ${ms(t.startMs).padStart(8)}  ${ms(t.ms).padStart(7)}  ${t.url || '(page)'}`,
    ),
    `  main thread by script (simulated): ${
      report.bootup
        .map((b) => `${b.url || '(page)'} ${ms(b.scriptingMs)} + parse ${ms(b.parseMs)}`)
        .join(', ') || 'nothing over the threshold'
    }`,
  ];
  return lines.join('\n');
}
