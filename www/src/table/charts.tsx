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

function ScreenReaderTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
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
            {row.map((cell, at) => (at === 0 ? <th key={at} scope="row">{cell}</th> : <td key={at}>{cell}</td>))}
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
  const x = (i: number) => PAD.left + (points.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const ticks = [0, top / 2, top];
  return (
    <figure className="chart" data-testid="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="chart-svg" aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className="chart-grid" />
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
                    <rect x={label} y={y0 + m * 14} width={Math.max(w, 1)} height={11} rx={2} fill={BAR_TONES[m % BAR_TONES.length]} />
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
            <span className="chart-swatch" style={{ background: BAR_TONES[m % BAR_TONES.length] }} />
            {measure}
          </li>
        ))}
      </ul>
      <ScreenReaderTable caption={title} head={["Seat", ...measures]} rows={groups.map((g) => [g.name, ...g.values])} />
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
            <span className="timeline-mark" style={{ background: seatColour(item.seat).ink }} aria-hidden="true">
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
