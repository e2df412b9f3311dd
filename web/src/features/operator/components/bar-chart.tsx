import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type BarSeries = { label: string; values: number[]; color: "primary" | "accent" };

/** The product's colours from the theme (styles.css), read once per chart: canvas cannot use CSS variables. */
function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Grouped bars (two series side by side per category) drawn by uPlot on a canvas (decision 0057). The canvas is
 * decoration only (`aria-hidden`): every figure it shows is also in the table or list next to it, which is what a
 * screen reader reads. Loaded only with the overview screen (its own chunk).
 */
export default function BarChart({
  categories,
  series,
  height = 200,
}: {
  categories: string[];
  series: [BarSeries, BarSeries];
  height?: number;
}) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const colors = {
      primary: themeColor("--color-primary", "#0b6b69"),
      accent: themeColor("--color-accent-strong", "#9a3412"),
    };
    const muted = themeColor("--color-muted-foreground", "#526174");
    const grid = themeColor("--color-border", "#e2e8f0");
    const xs = categories.map((_, i) => i);
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { show: false }, font: "12px system-ui" };
    const plot = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: [-0.5, categories.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            splits: () => xs,
            values: (_u, splits) => splits.map((i) => categories[i] ?? ""),
          },
          { ...axis, size: 40, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : "")) },
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            fill: colors[s.color],
            stroke: colors[s.color],
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.36, 48], align: i === 0 ? -1 : 1, gap: 2 }),
          })),
        ],
      },
      [xs, series[0].values, series[1].values],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, element.clientWidth), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [categories, series, height]);
  return (
    <div aria-hidden className="grid gap-2">
      <div ref={holder} className="w-full overflow-hidden" />
      <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        {series.map((s) => (
          <span key={s.label} className="flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${s.color === "primary" ? "bg-primary" : "bg-accent-strong"}`} />
            {s.label}
          </span>
        ))}
      </div>
    </div>
  );
}
