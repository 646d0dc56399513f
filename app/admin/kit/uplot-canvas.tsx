import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

/**
 * A uPlot chart, the back office's one chart library (DESIGN §9), loaded with its stylesheet only when a
 * screen draws one, so it reaches no other screen's bundle; it follows its box's width. The canvas is an
 * image with a text name: the screen's table beside it carries the figures for whoever cannot see it.
 *
 *   <UplotCanvas label="Bar chart of orders per day…" height={260} data={data}
 *     options={(lib, width) => ({ width, height: 260, series: […], axes: […] })} />
 *
 * `options` and `data` are drawn again when either changes: keep them stable (useMemo, useCallback).
 */
export function UplotCanvas({
  label,
  height,
  data,
  options,
}: {
  label: string;
  height: number;
  data: uPlot.AlignedData;
  options: (lib: typeof uPlot, width: number) => uPlot.Options;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: lib }]) => {
        if (cancelled) return;
        const width = () => Math.max(240, Math.floor(element.clientWidth));
        chart = new lib(options(lib, width()), data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height }));
        observer.observe(element);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [data, options, height]);

  if (failed) return <p className="py-8 text-center text-sm text-stone-600">The chart could not be drawn.</p>;
  return (
    <div
      ref={host}
      role="img"
      aria-label={label}
      style={{ minHeight: height }}
      className="w-full overflow-hidden text-xs"
    />
  );
}
