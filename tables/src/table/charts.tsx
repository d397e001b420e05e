// End-of-game statistics as pictures (SVG drawn here), each with the same
// figures as a table for screen readers: a line per seat over the rounds,
// grouped bars per seat, and a timeline of what happened in order.
import type { ReactNode } from "react";
import { seatColour } from "./seats";
import "./table.css";

export interface Series {
  seat: number;
  name: string;
  /** One value per point on the x axis. */
  values: readonly number[];
}

interface LineChartProps {
  title: string;
  /** The x axis' points ("Round 1"…). */
  points: readonly string[];
  series: readonly Series[];
  /** What the values are ("points"). */
  unit: string;
}

const W = 360;
const H = 200;
const PAD = { left: 34, right: 12, top: 12, bottom: 28 };

function niceMax(value: number): number {
  if (value <= 5) return 5;
  const step = value <= 20 ? 5 : value <= 50 ? 10 : 20;
  return Math.ceil(value / step) * step;
}

function ScreenReaderTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  // A table ignores a 1px width: the hidden box is a wrapper around it.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, at) =>
                at === 0 ? (
                  <th key={at} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={at}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each seat's value at each point, as lines (a score round by round). */
export function LineChart({ title, points, series, unit }: LineChartProps) {
  const top = niceMax(Math.max(1, ...series.flatMap((s) => s.values)));
  const x = (i: number) =>
    PAD.left + (points.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const ticks = [0, top / 2, top];
  return (
    <figure className="chart" data-testid="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="chart-svg" aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="chart-grid"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart-label">
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, i) => (
          <text key={point} x={x(i)} y={H - 8} textAnchor="middle" className="chart-label">
            {point}
          </text>
        ))}
        {series.map((s) => {
          const colour = seatColour(s.seat).ink;
          return (
            <g key={s.seat}>
              <polyline
                points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
                fill="none"
                stroke={colour}
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
              {s.values.map((v, i) => (
                <circle key={i} cx={x(i)} cy={y(v)} r={3.5} fill={colour} />
              ))}
            </g>
          );
        })}
      </svg>
      <Legend series={series} last={(s) => `${s.values[s.values.length - 1] ?? 0} ${unit}`} />
      <ScreenReaderTable
        caption={title}
        head={["Seat", ...points]}
        rows={series.map((s) => [s.name, ...s.values])}
      />
    </figure>
  );
}

function Legend({ series, last }: { series: readonly Series[]; last: (s: Series) => string }) {
  return (
    <ul className="chart-legend" aria-hidden="true">
      {series.map((s) => (
        <li key={s.seat}>
          <span className="chart-swatch" style={{ background: seatColour(s.seat).ink }} />
          {s.name}: {last(s)}
        </li>
      ))}
    </ul>
  );
}

export interface BarGroup {
  seat: number;
  name: string;
  /** One value per measure, in the order of `measures`. */
  values: readonly number[];
}

interface BarChartProps {
  title: string;
  /** What each bar of a group counts ("made", "removed"). */
  measures: readonly string[];
  groups: readonly BarGroup[];
}

/** The bars of one group: dark green, red, grey (told apart by the legend as well as the colour). */
const BAR_TONES = ["#2f5d50", "#b3261e", "#8a8478"];

/** Each seat's counts side by side, one row of bars per seat. */
export function BarChart({ title, measures, groups }: BarChartProps) {
  const top = Math.max(1, ...groups.flatMap((g) => g.values));
  const rowH = 14 * measures.length + 14;
  const height = groups.length * rowH + 8;
  const label = 96;
  const width = W;
  return (
    <figure className="chart" data-testid="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="chart-svg" aria-hidden="true">
        {groups.map((group, g) => {
          const y0 = g * rowH + 4;
          return (
            <g key={group.seat}>
              <rect x={0} y={y0} width={5} height={rowH - 10} fill={seatColour(group.seat).ink} />
              <text x={10} y={y0 + (rowH - 10) / 2 + 4} className="chart-label chart-name">
                {group.name.length > 14 ? `${group.name.slice(0, 13)}…` : group.name}
              </text>
              {group.values.map((value, m) => {
                const w = (value / top) * (width - label - 40);
                return (
                  <g key={m}>
                    <rect
                      x={label}
                      y={y0 + m * 14}
                      width={Math.max(w, 1)}
                      height={11}
                      rx={2}
                      fill={BAR_TONES[m % BAR_TONES.length]}
                    />
                    <text x={label + w + 4} y={y0 + m * 14 + 9.5} className="chart-label">
                      {value}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        {measures.map((measure, m) => (
          <li key={measure}>
            <span
              className="chart-swatch"
              style={{ background: BAR_TONES[m % BAR_TONES.length] }}
            />
            {measure}
          </li>
        ))}
      </ul>
      <ScreenReaderTable
        caption={title}
        head={["Seat", ...measures]}
        rows={groups.map((g) => [g.name, ...g.values])}
      />
    </figure>
  );
}

interface StackedBarsProps {
  title: string;
  /** What each part of a bar counts ("Tracks", "Deeds"…), in order. */
  parts: readonly string[];
  /** One bar per seat: one value per part (a loss is negative and drawn left of zero). */
  groups: readonly BarGroup[];
  unit: string;
}

/** Tones of a bar's parts, told apart by the legend and a gap as well as the colour. */
const PART_TONES = [
  "#2f5d50",
  "#3d6b8c",
  "#8a5a00",
  "#6e45a0",
  "#b0550f",
  "#2e7d4f",
  "#7a4a3a",
  "#4a4a8a",
  "#5f7f1f",
  "#8a3a5a",
  "#3a6a6a",
  "#9a6a2a",
  "#b3261e",
  "#55606e",
];

/** Where each seat's points came from: one bar per seat, in parts, with its total. */
export function StackedBars({ title, parts, groups, unit }: StackedBarsProps) {
  const sums = groups.map((g) => g.values.reduce((a, b) => a + Math.max(0, b), 0));
  const losses = groups.map((g) => g.values.reduce((a, b) => a + Math.min(0, b), 0));
  const top = Math.max(1, ...sums);
  const bottom = Math.min(0, ...losses);
  const label = 96;
  const width = W;
  const span = width - label - 46;
  const x = (v: number) => label + ((v - bottom) / (top - bottom)) * span;
  const rowH = 26;
  const height = groups.length * rowH + 6;
  return (
    <figure className="chart" data-testid="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="chart-svg" aria-hidden="true">
        {groups.map((group, g) => {
          const y0 = g * rowH + 4;
          let plus = 0;
          let minus = 0;
          const total = group.values.reduce((a, b) => a + b, 0);
          return (
            <g key={group.seat}>
              <rect x={0} y={y0} width={5} height={rowH - 8} fill={seatColour(group.seat).ink} />
              <text x={10} y={y0 + (rowH - 8) / 2 + 4} className="chart-label chart-name">
                {group.name.length > 14 ? `${group.name.slice(0, 13)}…` : group.name}
              </text>
              {group.values.map((value, m) => {
                if (value === 0) return null;
                const from = value > 0 ? plus : minus + value;
                if (value > 0) plus += value;
                else minus += value;
                return (
                  <rect
                    key={m}
                    x={x(from)}
                    y={y0}
                    width={Math.max(1, x(from + Math.abs(value)) - x(from) - 1)}
                    height={rowH - 8}
                    fill={PART_TONES[m % PART_TONES.length]}
                    opacity={value < 0 ? 0.55 : 1}
                  />
                );
              })}
              <text x={x(plus) + 4} y={y0 + (rowH - 8) / 2 + 4} className="chart-label chart-name">
                {total}
              </text>
            </g>
          );
        })}
        {bottom < 0 && (
          <line x1={x(0)} x2={x(0)} y1={0} y2={height} stroke="var(--ink)" strokeWidth={1.5} />
        )}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        {parts.map((part, m) =>
          groups.some((g) => (g.values[m] ?? 0) !== 0) ? (
            <li key={part}>
              <span
                className="chart-swatch"
                style={{ background: PART_TONES[m % PART_TONES.length] }}
              />
              {part}
            </li>
          ) : null,
        )}
      </ul>
      <ScreenReaderTable
        caption={`${title} (${unit})`}
        head={["Seat", ...parts, "Total"]}
        rows={groups.map((g) => [g.name, ...g.values, g.values.reduce((a, b) => a + b, 0)])}
      />
    </figure>
  );
}

export interface TimelineItem {
  seat: number;
  /** What happened ("Seat 2 is out"). */
  text: string;
  /** When ("move 14"). */
  when: string;
  /** The last item: the winner. */
  final?: boolean;
}

/** What happened, in order, one mark per item on a line. */
export function Timeline({ title, items }: { title: string; items: readonly TimelineItem[] }) {
  return (
    <figure className="chart" data-testid="chart">
      <figcaption>{title}</figcaption>
      <ol className="timeline">
        {items.map((item, index) => (
          <li key={index} className={item.final ? "timeline-final" : undefined}>
            <span
              className="timeline-mark"
              style={{ background: seatColour(item.seat).ink }}
              aria-hidden="true"
            >
              {item.final ? "★" : index + 1}
            </span>
            <span className="timeline-text">{item.text}</span>
            <span className="timeline-when">{item.when}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** The end-of-game statistics: the charts a table draws, under one heading (the end screen links to it). */
export function Statistics({ children }: { children: ReactNode }) {
  return (
    <section className="stats card" aria-label="Statistics" data-testid="stats">
      <h3>How it went</h3>
      <div className="stats-charts">{children}</div>
    </section>
  );
}
