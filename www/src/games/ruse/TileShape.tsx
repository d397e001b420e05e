// A den tile drawn as its open edges (N 1, E 2, S 4, W 8): paths from the
// centre to each open edge.
const EDGE_ENDS: readonly [number, number, number][] = [
  [1, 20, 0],
  [2, 40, 20],
  [4, 20, 40],
  [8, 0, 20],
];

export function TileShape({ openings, label }: { openings: number; label: string }) {
  return (
    <svg className="rf-shape" viewBox="0 0 40 40" role="img" aria-label={label}>
      <rect x="1" y="1" width="38" height="38" rx="4" className="rf-shape-bg" />
      {EDGE_ENDS.filter(([bit]) => openings & bit).map(([bit, x, y]) => (
        <line key={bit} x1="20" y1="20" x2={x} y2={y} className="rf-shape-path" />
      ))}
      <circle cx="20" cy="20" r="5" className="rf-shape-path-dot" />
    </svg>
  );
}
