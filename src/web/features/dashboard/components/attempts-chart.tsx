import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { AttemptBucket } from '../../../../core/dashboard';
import { formatCount, formatPercentOneDecimal } from '../../../lib/number-format';

// Loaded on its own (React.lazy) so only the dashboard pays for it; no chart library.

const HEIGHT = 240;
const MARGIN = { top: 24, right: 8, bottom: 30, left: 34 };
const MAX_BAR_WIDTH = 64;
const TOOLTIP = { halfWidth: 128, height: 96, gap: 24 };

const BAR_STYLE: Record<AttemptBucket['key'], { fill: string; swatch: string }> = {
  '1': { fill: '#16a34a', swatch: 'bg-green-600' },
  '2': { fill: '#2563eb', swatch: 'bg-blue-600' },
  '3': { fill: '#f59e0b', swatch: 'bg-amber-500' },
  '4+': { fill: '#dc2626', swatch: 'bg-red-600' },
};

/** Whole-number ticks from 0 to a round maximum, about four steps. */
function countTicks(maxCount: number): number[] {
  if (maxCount <= 0) return [0, 1, 2, 3, 4];
  const rawStep = maxCount / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rawStep) ?? 10 * magnitude);
  const top = Math.ceil(maxCount / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function describe(bucket: AttemptBucket): string {
  return `${bucket.label}, ${bucket.efficiency}: ${formatCount(bucket.count)} soal, ${formatPercentOneDecimal(bucket.percentOfSolved)} dari soal yang dikuasai`;
}

type TooltipProps = { bucket: AttemptBucket; center: number; barTop: number; width: number };

// Above the bar's count when there is room, otherwise over the bar itself; never past the sides.
function Tooltip({ bucket, center, barTop, width }: TooltipProps) {
  const hasRoomAbove = barTop - TOOLTIP.gap >= TOOLTIP.height;
  const left = Math.min(Math.max(center, TOOLTIP.halfWidth), width - TOOLTIP.halfWidth);
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute z-10 w-max max-w-64 -translate-x-1/2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm leading-snug shadow-lg ${
        hasRoomAbove ? '-translate-y-full' : ''
      }`}
      style={{ left, top: hasRoomAbove ? barTop - TOOLTIP.gap : barTop + 8 }}
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <span className={`size-2.5 shrink-0 rounded-sm ${BAR_STYLE[bucket.key].swatch}`} />
        {bucket.label}
      </p>
      <p className="text-slate-600">{bucket.efficiency}</p>
      <p className="mt-1 font-semibold text-slate-900">{formatCount(bucket.count)} soal</p>
      <p className="text-slate-700">{formatPercentOneDecimal(bucket.percentOfSolved)} dari soal yang dikuasai</p>
    </div>
  );
}

/** Bars per attempt bucket; hover, focus or tap a bar for its count and share of solved problems. */
export function AttemptsChart({ buckets }: { buckets: AttemptBucket[] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [activeIndex, setActiveIndex] = useState<number | null>(null);

  // A tap elsewhere or Escape closes a tooltip that a tap opened (touch has no "leave").
  useEffect(() => {
    if (activeIndex === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setActiveIndex(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setActiveIndex(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [activeIndex, ref]);

  const ticks = countTicks(Math.max(0, ...buckets.map((bucket) => bucket.count)));
  const maxTick = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const baseline = MARGIN.top + plotHeight;
  const slotWidth = plotWidth / Math.max(1, buckets.length);
  const barWidth = Math.min(MAX_BAR_WIDTH, slotWidth * 0.6);
  // '4+ Upaya' must fit under its bar on a narrow phone.
  const axisFontSize = slotWidth < 72 ? 11 : 12;
  const yOf = (count: number) => MARGIN.top + plotHeight * (1 - count / maxTick);
  const centerOf = (index: number) => MARGIN.left + slotWidth * index + slotWidth / 2;

  const active = activeIndex === null ? null : buckets[activeIndex];
  const onPointerLeave = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse') setActiveIndex(null);
  };

  return (
    <div>
      <div ref={ref} className="relative h-60 w-full select-none">
        {width > 0 ? (
          <svg aria-hidden="true" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block overflow-visible">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={yOf(tick)} y2={yOf(tick)} stroke={tick === 0 ? '#94a3b8' : '#e2e8f0'} />
                <text x={MARGIN.left - 8} y={yOf(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill="#64748b">
                  {formatCount(tick)}
                </text>
              </g>
            ))}
            {buckets.map((bucket, index) => {
              const top = yOf(bucket.count);
              const isDimmed = activeIndex !== null && activeIndex !== index;
              return (
                <g key={bucket.key} opacity={isDimmed ? 0.45 : 1}>
                  {bucket.count > 0 ? (
                    <rect x={centerOf(index) - barWidth / 2} y={top} width={barWidth} height={baseline - top} rx="6" fill={BAR_STYLE[bucket.key].fill} />
                  ) : null}
                  <text x={centerOf(index)} y={top - 6} textAnchor="middle" fontSize="13" fontWeight="600" fill="#0f172a">
                    {formatCount(bucket.count)}
                  </text>
                  <text x={centerOf(index)} y={baseline + 20} textAnchor="middle" fontSize={axisFontSize} fill="#334155">
                    {bucket.label}
                  </text>
                </g>
              );
            })}
          </svg>
        ) : null}

        {/* Real buttons over each bar: keyboard focus, tap and an accessible name per bar. */}
        {width > 0
          ? buckets.map((bucket, index) => (
              <button
                key={bucket.key}
                type="button"
                aria-label={describe(bucket)}
                className="absolute top-0 h-full rounded-lg bg-transparent hover:bg-slate-900/[0.03]"
                style={{ left: MARGIN.left + slotWidth * index, width: slotWidth }}
                onPointerEnter={() => setActiveIndex(index)}
                onPointerLeave={onPointerLeave}
                onFocus={() => setActiveIndex(index)}
                onBlur={() => setActiveIndex(null)}
                onClick={() => setActiveIndex(index)}
              />
            ))
          : null}

        {active && activeIndex !== null ? <Tooltip bucket={active} center={centerOf(activeIndex)} barTop={yOf(active.count)} width={width} /> : null}
      </div>

      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-4">
        {buckets.map((bucket) => (
          <li key={bucket.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${BAR_STYLE[bucket.key].swatch}`} />
            <span>
              {bucket.label}: <span className="font-medium">{bucket.efficiency}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
