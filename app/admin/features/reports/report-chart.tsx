import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { UplotCanvas } from '../../kit/uplot-canvas';

/**
 * One report's chart, drawn by uPlot (kit/uplot-canvas.tsx, as the dashboard's). The x axis is either the range's days or a list of names (couriers, cities,
 * products); each series is bars or a line on its own scale. The canvas has a text name; the table under
 * it carries every figure, so the chart is for the eye only.
 */
export type ChartSeries = {
  label: string;
  values: Array<number | null>;
  colour: string;
  kind: 'bars' | 'line';
  /** The scale's name: series sharing one share their axis (the first scale is on the left). */
  scale: string;
  format: (value: number) => string;
};

export type ChartAxis = { kind: 'days'; days: string[] } | { kind: 'names'; names: string[] };

const HEIGHT = 260;
const AXIS_COLOUR = '#57534e'; // stone-600
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** '2026-11-22' → '22 Nov': the shop's day, drawn in UTC so that each tick is its own day. */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

function xValues(axis: ChartAxis): number[] {
  return axis.kind === 'days'
    ? axis.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)
    : axis.names.map((_, i) => i);
}

function xLabel(axis: ChartAxis, x: number): string {
  if (axis.kind === 'days') return dayLabel(new Date(x * 1000).toISOString().slice(0, 10));
  const name = axis.names[Math.round(x)] ?? '';
  return name.length > 14 ? `${name.slice(0, 13)}…` : name;
}

function chartOptions(
  lib: typeof uPlot,
  width: number,
  axis: ChartAxis,
  series: ChartSeries[],
): uPlot.Options {
  const half = axis.kind === 'days' ? 43_200 : 0.5;
  const scales = [...new Set(series.map((s) => s.scale))];
  const scaleOptions: uPlot.Scales = {
    // Half a step either side, so the first and last bars are drawn whole.
    x: { time: axis.kind === 'days', range: (_u, min, max) => [min - half, max + half] },
  };
  for (const scale of scales) {
    scaleOptions[scale] = {
      range: (_u, min, max) => [Math.min(0, min * 1.15), Math.max(1, max * 1.15)],
    };
  }
  return {
    width,
    height: HEIGHT,
    tzDate: (ts) => lib.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    legend: { show: true },
    scales: scaleOptions,
    series: [
      { label: axis.kind === 'days' ? 'Day' : 'Name', value: (_u, x) => (x == null ? '–' : xLabel(axis, x)) },
      ...series.map((s): uPlot.Series => ({
        label: s.label,
        scale: s.scale,
        stroke: s.colour,
        width: s.kind === 'line' ? 2 : 1,
        fill: s.kind === 'bars' ? `${s.colour}66` : undefined,
        paths: s.kind === 'bars' ? lib.paths.bars!({ size: [0.6, 32], align: 0 }) : undefined,
        points: { show: false },
        value: (_u, v) => (v == null ? '–' : s.format(v)),
      })),
    ],
    axes: [
      {
        stroke: AXIS_COLOUR,
        grid: { show: false },
        space: axis.kind === 'days' ? 60 : 30,
        ...(axis.kind === 'names' ? { incrs: [1], rotate: -30, size: 70 } : {}),
        values: (_u, splits) => splits.map((x) => xLabel(axis, x)),
      },
      ...scales.map((scale, index): uPlot.Axis => ({
        scale,
        side: index === 0 ? 3 : 1,
        stroke: series.find((s) => s.scale === scale)!.colour,
        values: (_u, splits) => splits.map((v) => compact.format(v)),
        grid: index === 0 ? { stroke: '#e7e5e4' } : { show: false },
      })),
    ],
  };
}

export function ReportChart({
  label,
  axis,
  series,
}: {
  label: string;
  axis: ChartAxis;
  series: ChartSeries[];
}) {
  const data = useMemo<uPlot.AlignedData>(
    () => [xValues(axis), ...series.map((s) => s.values)],
    [axis, series],
  );
  const options = useCallback(
    (lib: typeof uPlot, width: number) => chartOptions(lib, width, axis, series),
    [axis, series],
  );
  return (
    <UplotCanvas
      label={`${label} The same figures are in the table below.`}
      height={HEIGHT}
      data={data}
      options={options}
    />
  );
}
