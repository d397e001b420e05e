// Tooltips: any element with `data-tip="…"` shows its text in a bubble when
// the pointer rests on it or it has keyboard focus. One layer for the whole
// table (mounted by the game's frame, listening on the frame alone); the
// bubble stays inside the frame, which places it (the frame is a size
// container, so the containing block of anything fixed inside it).
import { useEffect, useRef, useState, type RefObject } from "react";
import "./table.css";

interface Tip {
  text: string;
  x: number;
  y: number;
  below: boolean;
}

const GAP = 8;

function tipFor(element: Element, frame: DOMRect): Tip | undefined {
  const anchor = element.closest<HTMLElement>("[data-tip]");
  const text = anchor?.dataset.tip;
  if (!anchor || !text) return undefined;
  const rect = anchor.getBoundingClientRect();
  const below = rect.top - frame.top < 120;
  return { text, x: rect.left - frame.left + rect.width / 2, y: (below ? rect.bottom + GAP : rect.top - GAP) - frame.top, below };
}

export function TipLayer({ frame }: { frame: RefObject<HTMLElement | null> }) {
  const [tip, setTip] = useState<Tip>();
  const bubble = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    const area = frame.current;
    if (!area) return;
    const show = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType === "touch") return;
      const found = event.target instanceof Element ? tipFor(event.target, area.getBoundingClientRect()) : undefined;
      setTip(found);
    };
    const hide = () => setTip(undefined);
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
    for (const [type, listener, capture] of listeners) area.addEventListener(type, listener, capture);
    return () => {
      for (const [type, listener, capture] of listeners) area.removeEventListener(type, listener, capture);
    };
  }, [frame]);

  // Centred on its anchor, but never past the frame's edges.
  useEffect(() => {
    if (!tip || !bubble.current || !frame.current) return;
    const width = bubble.current.offsetWidth;
    setLeft(Math.max(GAP, Math.min(frame.current.clientWidth - width - GAP, tip.x - width / 2)));
  }, [tip, frame]);

  if (!tip) return null;
  return (
    <div
      ref={bubble}
      className={`tip ${tip.below ? "tip-below" : "tip-above"}`}
      role="tooltip"
      style={{ left, top: tip.y }}
    >
      {tip.text}
    </div>
  );
}
