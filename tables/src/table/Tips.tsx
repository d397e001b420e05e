// Tooltips: any element with `data-tip="…"` shows its text in a bubble when
// the pointer rests on it or it has keyboard focus. One layer for the whole
// table (mounted by the game's frame, listening on the frame alone); the
// bubble stays inside the frame, which places it (the frame is a size
// container, so the containing block of anything fixed inside it).
import { useEffect, useRef, useState, type RefObject } from "react";
import "./table.css";

interface Tip {
  text: string;
  /** The anchor's box, in the frame's coordinates. */
  anchor: { left: number; top: number; bottom: number; width: number };
}

interface Placed {
  left: number;
  top: number;
}

const GAP = 8;

/**
 * What a bubble must never cover: the bar (whose turn, the buttons) and the
 * prompt above all, then the seats' names.
 */
const KEEP_CLEAR: readonly { selector: string; weight: number }[] = [
  { selector: ".play-bar, .prompt, [data-testid=prompt]", weight: 100 },
  { selector: ".panel-names, .panel-name", weight: 1 },
];

function tipFor(element: Element, frame: DOMRect): Tip | undefined {
  const anchor = element.closest<HTMLElement>("[data-tip]");
  const text = anchor?.dataset.tip;
  if (!anchor || !text) return undefined;
  const rect = anchor.getBoundingClientRect();
  return {
    text,
    anchor: {
      left: rect.left - frame.left,
      top: rect.top - frame.top,
      bottom: rect.bottom - frame.top,
      width: rect.width,
    },
  };
}

/**
 * Where the bubble goes: by its anchor (above, below, then beside it),
 * inside the frame, covering none of what must stay clear; when every
 * place covers something, the one that covers least of it.
 */
function place(tip: Tip, size: { width: number; height: number }, frame: HTMLElement): Placed {
  const box = frame.getBoundingClientRect();
  const { anchor } = tip;
  const middle = anchor.top + (anchor.bottom - anchor.top) / 2 - size.height / 2;
  const centred = anchor.left + anchor.width / 2 - size.width / 2;
  const candidates: Placed[] = [
    { left: centred, top: anchor.top - GAP - size.height },
    { left: centred, top: anchor.bottom + GAP },
    { left: anchor.left + anchor.width + GAP, top: middle },
    { left: anchor.left - GAP - size.width, top: middle },
    // Away from its anchor, at the foot of the frame, as a last resort.
    { left: centred, top: frame.clientHeight },
  ].map(({ left, top }) => ({
    left: Math.max(GAP, Math.min(frame.clientWidth - size.width - GAP, left)),
    top: Math.max(GAP, Math.min(frame.clientHeight - size.height - GAP, top)),
  }));
  const clear = KEEP_CLEAR.flatMap(({ selector, weight }) =>
    [...frame.querySelectorAll(selector)].map((element) => ({
      rect: element.getBoundingClientRect(),
      weight,
    })),
  );
  const covered = ({ left, top }: Placed) => {
    const rect = new DOMRect(box.left + left, box.top + top, size.width, size.height);
    return clear.reduce((area, kept) => {
      const width = Math.min(rect.right, kept.rect.right) - Math.max(rect.left, kept.rect.left);
      const height = Math.min(rect.bottom, kept.rect.bottom) - Math.max(rect.top, kept.rect.top);
      return area + (width > 0 && height > 0 ? width * height * kept.weight : 0);
    }, 0);
  };
  let best = candidates[0] as Placed;
  let least = Infinity;
  for (const candidate of candidates) {
    const area = covered(candidate);
    if (area < least) [best, least] = [candidate, area];
    if (area === 0) break;
  }
  return best;
}

export function TipLayer({ frame }: { frame: RefObject<HTMLElement | null> }) {
  const [tip, setTip] = useState<Tip>();
  const bubble = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<Placed>();

  useEffect(() => {
    const area = frame.current;
    if (!area) return;
    const show = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType === "touch") return;
      const found =
        event.target instanceof Element
          ? tipFor(event.target, area.getBoundingClientRect())
          : undefined;
      setTip(found);
      setPlaced(undefined);
    };
    const hide = () => {
      setTip(undefined);
      setPlaced(undefined);
    };
    const onKey = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key === "Escape") hide();
    };
    const listeners: [string, (event: Event) => void, boolean][] = [
      ["pointerover", show, false],
      ["focusin", show, false],
      ["focusout", hide, false],
      ["pointerdown", hide, false],
      ["scroll", hide, true],
      ["keydown", onKey, false],
    ];
    for (const [type, listener, capture] of listeners)
      area.addEventListener(type, listener, capture);
    return () => {
      for (const [type, listener, capture] of listeners)
        area.removeEventListener(type, listener, capture);
    };
  }, [frame]);

  // Placed once drawn (its size is known then); unseen until placed.
  useEffect(() => {
    if (!tip || !bubble.current || !frame.current) return;
    setPlaced(
      place(
        tip,
        { width: bubble.current.offsetWidth, height: bubble.current.offsetHeight },
        frame.current,
      ),
    );
  }, [tip, frame]);

  if (!tip) return null;
  return (
    <div
      ref={bubble}
      className="tip"
      role="tooltip"
      style={
        placed ? { left: placed.left, top: placed.top } : { left: 0, top: 0, visibility: "hidden" }
      }
    >
      {tip.text}
    </div>
  );
}
