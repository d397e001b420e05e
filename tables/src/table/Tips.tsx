// Tooltips: any element with `data-tip="…"` shows its text in a bubble
// when asked for, and never by itself: a mouse or pen resting on it (after
// it moved there: a table redrawn under a still pointer opens nothing), a
// long press on a touch screen (the tap that ends it plays nothing), or
// keyboard focus reached by Tab or the arrow keys (not focus the table
// moves after a move). One layer for the whole table (mounted by the
// game's frame, listening on the frame alone); the bubble stays inside the
// frame, which places it (the frame is a size container, so the containing
// block of anything fixed inside it), clear of the status bar, the seats'
// panels and the decision's lit pieces where it can be.
import { useEffect, useRef, useState, type RefObject } from "react";
import "./table.css";

interface Tip {
  /** The element the tip belongs to (the bubble closes once it is gone). */
  element: HTMLElement;
  text: string;
  /** The anchor's box, in the frame's coordinates. */
  anchor: { left: number; top: number; bottom: number; width: number };
}

interface Placed {
  left: number;
  top: number;
}

const GAP = 8;
/** How long a mouse rests on a piece before its tip opens. */
const HOVER_MS = 350;
/** How long a finger presses a piece to open its tip. */
const LONG_PRESS_MS = 500;
/** How far a finger may slide during a long press (px). */
const PRESS_SLOP = 10;
/** The keys that move keyboard focus around the table (their focus opens a tip). */
const NAVIGATION_KEYS = new Set([
  "Tab",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
]);

/**
 * What a bubble must never cover: the bar (whose turn, the decision, the
 * buttons) and the prompt above all, then the seats' panels and names,
 * then the lit pieces of the decision (but its own anchor).
 */
const KEEP_CLEAR: readonly { selector: string; weight: number }[] = [
  { selector: ".play-bar, .status-bar, .prompt, [data-testid=prompt]", weight: 100 },
  { selector: ".panel-names, .panel-name", weight: 10 },
  { selector: ".panel", weight: 3 },
  { selector: '[data-play="play"], [data-play="pick"], [data-play="target"]', weight: 1 },
];

/** The element whose tip a touch or a pointer on `element` asks for. */
function anchorOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-tip]") : null;
}

function tipFor(anchor: HTMLElement, frame: DOMRect): Tip | undefined {
  const text = anchor.dataset.tip;
  if (!text) return undefined;
  const rect = anchor.getBoundingClientRect();
  return {
    element: anchor,
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
    [...frame.querySelectorAll(selector)]
      .filter((element) => !element.contains(tip.element) && !tip.element.contains(element))
      .map((element) => ({
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Where the pointer last was: a pointer event at the same place is the page redrawn, not a move. */
    let at: { x: number; y: number } | undefined;
    /** The anchor a resting pointer or a press waits on. */
    let pending: HTMLElement | null = null;
    /** A long press opened a tip: the click that ends it plays nothing. */
    let swallowClick = false;
    /** The last key moved the focus (Tab, arrows): focus then asks for a tip. */
    let navigating = false;
    let press: { x: number; y: number } | undefined;

    const wait = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = null;
    };
    /** The anchor whose tip is open. */
    let shown: HTMLElement | null = null;
    const open = (anchor: HTMLElement) => {
      shown = anchor;
      setTip(tipFor(anchor, area.getBoundingClientRect()));
      setPlaced(undefined);
    };
    const hide = () => {
      wait();
      shown = null;
      setTip(undefined);
      setPlaced(undefined);
    };
    const later = (anchor: HTMLElement, ms: number, then?: () => void) => {
      wait();
      pending = anchor;
      timer = setTimeout(() => {
        timer = undefined;
        if (pending?.isConnected) {
          open(pending);
          then?.();
        }
        pending = null;
      }, ms);
    };
    const onMove = (event: Event) => {
      if (!(event instanceof PointerEvent)) return;
      if (event.pointerType === "touch") {
        if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > PRESS_SLOP) {
          press = undefined;
          wait();
        }
        return;
      }
      if (at && at.x === event.clientX && at.y === event.clientY) return;
      at = { x: event.clientX, y: event.clientY };
      const anchor = anchorOf(event.target);
      if (!anchor) return hide();
      if (anchor === pending || anchor === shown) return;
      hide();
      later(anchor, HOVER_MS);
    };
    const onDown = (event: Event) => {
      navigating = false;
      swallowClick = false;
      hide();
      if (event instanceof PointerEvent && event.pointerType === "touch") {
        const anchor = anchorOf(event.target);
        press = { x: event.clientX, y: event.clientY };
        if (anchor) later(anchor, LONG_PRESS_MS, () => (swallowClick = true));
      }
    };
    const onUp = () => {
      press = undefined;
      if (pending) wait();
    };
    const onClick = (event: Event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const onLeave = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== "touch") hide();
    };
    const onFocus = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (navigating && anchor) open(anchor);
      else hide();
    };
    const onKey = (event: Event) => {
      if (!(event instanceof KeyboardEvent)) return;
      navigating = NAVIGATION_KEYS.has(event.key);
      if (event.key === "Escape") hide();
    };
    const listeners: [string, (event: Event) => void, boolean][] = [
      ["pointermove", onMove, false],
      ["pointerdown", onDown, true],
      ["pointerup", onUp, true],
      ["pointercancel", onUp, true],
      ["pointerleave", onLeave, false],
      ["click", onClick, true],
      ["contextmenu", onClick, true],
      ["focusin", onFocus, false],
      ["focusout", hide, false],
      ["scroll", hide, true],
      ["keydown", onKey, true],
    ];
    for (const [type, listener, capture] of listeners)
      area.addEventListener(type, listener, capture);
    return () => {
      wait();
      for (const [type, listener, capture] of listeners)
        area.removeEventListener(type, listener, capture);
    };
  }, [frame]);

  // A tip whose piece is gone (the table was redrawn after a move) closes.
  useEffect(() => {
    if (!tip) return;
    const check = setInterval(() => {
      if (!tip.element.isConnected) {
        setTip(undefined);
        setPlaced(undefined);
      }
    }, 250);
    return () => clearInterval(check);
  }, [tip]);

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
