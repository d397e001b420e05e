// Tooltips: any element with `data-tip="…"` shows its text in a bubble when
// the pointer rests on it or it has keyboard focus. One layer for the whole
// page (mounted by the game screen); the bubble stays inside the window.
import { useEffect, useRef, useState } from "react";
import "./table.css";

interface Tip {
  text: string;
  x: number;
  y: number;
  below: boolean;
}

const GAP = 8;

function tipFor(element: Element): Tip | undefined {
  const anchor = element.closest<HTMLElement>("[data-tip]");
  const text = anchor?.dataset.tip;
  if (!anchor || !text) return undefined;
  const rect = anchor.getBoundingClientRect();
  const below = rect.top < 120;
  return { text, x: rect.left + rect.width / 2, y: below ? rect.bottom + GAP : rect.top - GAP, below };
}

export function TipLayer() {
  const [tip, setTip] = useState<Tip>();
  const bubble = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    const show = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType === "touch") return;
      const found = event.target instanceof Element ? tipFor(event.target) : undefined;
      setTip(found);
    };
    const hide = () => setTip(undefined);
    document.addEventListener("pointerover", show);
    document.addEventListener("focusin", show);
    document.addEventListener("focusout", hide);
    document.addEventListener("pointerdown", hide);
    window.addEventListener("scroll", hide, true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerover", show);
      document.removeEventListener("focusin", show);
      document.removeEventListener("focusout", hide);
      document.removeEventListener("pointerdown", hide);
      window.removeEventListener("scroll", hide, true);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  // Centred on its anchor, but never past the window's edges.
  useEffect(() => {
    if (!tip || !bubble.current) return;
    const width = bubble.current.offsetWidth;
    setLeft(Math.max(GAP, Math.min(window.innerWidth - width - GAP, tip.x - width / 2)));
  }, [tip]);

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
