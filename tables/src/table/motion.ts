// Motion on the table, by FLIP: the table marks the pieces it draws with
// `data-motion="<id>"` (an id that stays with the piece wherever it is
// drawn). After each move the pieces that changed place glide from where
// they were to where they are, a piece whose `data-face` changed turns over,
// a new piece comes from the piece its `data-motion-from` names (or fades
// in), and a piece that left towards `data-motion-to` glides there and
// fades. Each motion takes 150–400 ms; a touch or a key skips it; nothing
// moves when motion is not allowed (the system's reduced motion, or the
// player's setting).
import { useLayoutEffect, useRef, type RefObject } from "react";
import { motionAllowed, motionAllowedAt, useTableSettings } from "./settings";

interface Snap {
  x: number;
  y: number;
  w: number;
  h: number;
  face: string | undefined;
  /** For a piece that may leave: where to, and what it looked like. */
  to: string | undefined;
  html: string | undefined;
}

type Snaps = Map<string, Snap>;

const EASE = "cubic-bezier(0.2, 0.7, 0.2, 1)";
const running = new Set<Animation>();

function track(animation: Animation): Animation {
  running.add(animation);
  // Dropped when its `finished` settles (a cancel rejects it): before any
  // later waiter on the same promise runs, so `whenStill` never spins.
  const done = () => running.delete(animation);
  animation.finished.then(done, done);
  return animation;
}

/** Starts one animation on `element`, counted as table motion (so it can be skipped and waited for). */
export function animate(
  element: Element,
  keyframes: Keyframe[],
  duration: number,
): Animation | undefined {
  if (!motionAllowedAt(element)) return undefined;
  return track(
    element.animate(keyframes, {
      duration: Math.round(Math.min(400, Math.max(150, duration))),
      easing: EASE,
    }),
  );
}

/**
 * Holds the table for `ms` without moving anything (a step-by-step feed
 * showing one step after another): counted as motion, so bots wait for it
 * and a touch skips it. Nothing is held when motion is not allowed.
 */
export function hold(element: Element, ms: number): Animation | undefined {
  if (!motionAllowedAt(element) || ms <= 0) return undefined;
  return track(element.animate([{ opacity: 1 }, { opacity: 1 }], { duration: Math.round(ms) }));
}

/** The running table motions on elements under `scope` (every one when none is given). */
function runningIn(scope: Node | undefined): Animation[] {
  const all = [...running];
  if (!scope) return all;
  return all.filter((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return target instanceof Node && scope.contains(target);
  });
}

/** Jumps the running table motion under `scope` (a table's frame; all of it when none) to its end. */
export function skipMotion(scope?: Node): void {
  for (const animation of runningIn(scope)) animation.finish();
}

/** Resolves once no table motion is running under `scope` (at once when none is). */
export async function whenStill(scope?: Node): Promise<void> {
  for (let now = runningIn(scope); now.length > 0; now = runningIn(scope)) {
    await Promise.allSettled(now.map((animation) => animation.finished));
  }
}

function pieces(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("[data-motion]")];
}

function measure(root: HTMLElement, keep: Snaps | undefined): Snaps {
  const base = root.getBoundingClientRect();
  const out: Snaps = new Map();
  for (const element of pieces(root)) {
    const id = element.dataset.motion ?? "";
    const kept = keep?.get(id);
    // A piece still moving is where it is going, not where it is drawn now.
    if (kept && element.getAnimations().length > 0) {
      out.set(id, kept);
      continue;
    }
    const rect = element.getBoundingClientRect();
    const to = element.dataset.motionTo;
    out.set(id, {
      x: rect.left - base.left,
      y: rect.top - base.top,
      w: rect.width,
      h: rect.height,
      face: element.dataset.face,
      to,
      html: to ? element.outerHTML : undefined,
    });
  }
  return out;
}

/**
 * Screen pixels per unit of the coordinates a piece's transform is in: 1 for
 * HTML; for a piece inside a scaled SVG drawing, the drawing's scale (its
 * transform is in the drawing's own units, so a glide measured on screen is
 * divided by it).
 */
function unitsScale(element: Element): number {
  const parent = element.parentNode;
  if (!(element instanceof SVGGraphicsElement) || !(parent instanceof SVGGraphicsElement)) return 1;
  const m = parent.getScreenCTM();
  const scale = m ? Math.hypot(m.a, m.b) : 1;
  return scale > 0 ? scale : 1;
}

function glide(element: HTMLElement, from: Snap, to: Snap, turned: boolean): void {
  const units = unitsScale(element);
  const dx = (from.x - to.x) / units;
  const dy = (from.y - to.y) / units;
  const distance = Math.hypot(dx, dy);
  const scale = to.w > 0 && to.h > 0 ? `scale(${from.w / to.w}, ${from.h / to.h})` : "";
  if (distance < 2 && !turned) return;
  const start = `translate(${dx}px, ${dy}px) ${distance < 2 ? "" : scale}`;
  const keyframes: Keyframe[] = turned
    ? [
        { transform: `${start} rotateY(0deg)` },
        { transform: `translate(${dx / 2}px, ${dy / 2}px) rotateY(90deg)`, offset: 0.5 },
        { transform: "none" },
      ]
    : [{ transform: start }, { transform: "none" }];
  element.style.transformOrigin = "center";
  animate(element, keyframes, 200 + distance * 0.4 + (turned ? 100 : 0));
}

/** A piece that left the table glides to where it went and fades. */
function leave(root: HTMLElement, from: Snap, to: Snap): void {
  if (!from.html) return;
  const holder = document.createElement("div");
  holder.innerHTML = from.html;
  const ghost = holder.firstElementChild;
  if (!(ghost instanceof HTMLElement)) return;
  // A picture only: nothing in it can be touched, found or read out.
  for (const element of [ghost, ...ghost.querySelectorAll("*")]) {
    for (const name of element.getAttributeNames()) {
      if (
        name.startsWith("data-") ||
        name.startsWith("aria-") ||
        name === "id" ||
        name === "role" ||
        name === "tabindex"
      )
        element.removeAttribute(name);
    }
  }
  ghost.setAttribute("aria-hidden", "true");
  ghost.setAttribute("inert", "");
  ghost.classList.add("motion-ghost");
  Object.assign(ghost.style, {
    left: `${from.x}px`,
    top: `${from.y}px`,
    width: `${from.w}px`,
    height: `${from.h}px`,
  });
  root.append(ghost);
  const animation = animate(
    ghost,
    [
      { transform: "none", opacity: 1 },
      {
        transform: `translate(${to.x + to.w / 2 - (from.x + from.w / 2)}px, ${to.y + to.h / 2 - (from.y + from.h / 2)}px) scale(0.5)`,
        opacity: 0,
      },
    ],
    320,
  );
  if (animation) animation.addEventListener("finish", () => ghost.remove());
  else ghost.remove();
}

function play(root: HTMLElement, before: Snaps, after: Snaps): void {
  for (const element of pieces(root)) {
    const id = element.dataset.motion ?? "";
    const now = after.get(id);
    if (!now) continue;
    const was = before.get(id);
    if (was) {
      glide(
        element,
        was,
        now,
        was.face !== now.face && was.face !== undefined && now.face !== undefined,
      );
      continue;
    }
    const origin = (element.dataset.motionFrom ?? "")
      .split(" ")
      .map((from) => before.get(from))
      .find(Boolean);
    if (origin)
      glide(
        element,
        origin,
        now,
        origin.face !== undefined && now.face !== undefined && origin.face !== now.face,
      );
    else
      animate(
        element,
        [
          { opacity: 0, transform: "scale(0.85)" },
          { opacity: 1, transform: "none" },
        ],
        220,
      );
  }
  for (const [id, was] of before) {
    if (after.has(id) || !was.to) continue;
    const target = after.get(was.to) ?? before.get(was.to);
    if (target) leave(root, was, target);
  }
}

/**
 * Animates the pieces under `root` whenever `step` changes (a move landed:
 * pass something that changes exactly then, such as the number of log
 * entries). Renders between moves (a pick, a tooltip) animate nothing.
 */
export function useMotion(root: RefObject<HTMLElement | null>, step: unknown): void {
  const settings = useTableSettings();
  const last = useRef<Snaps>(undefined);
  const lastStep = useRef(step);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const moved = lastStep.current !== step;
    lastStep.current = step;
    if (moved) skipMotion(element);
    const before = last.current;
    const after = measure(element, moved ? undefined : before);
    last.current = after;
    if (moved && before && motionAllowed(settings)) play(element, before, after);
  });
  // The table's layout changes with its box: measure again then.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(() => {
      last.current = measure(element, last.current);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
}

/**
 * A touch or a key on a table skips its motion under way (installed by the
 * game's frame on itself). On the click, not the press: a piece that
 * jumped to its place between press and release would lose the touch.
 */
export function installMotionSkipping(frame: HTMLElement): () => void {
  const skip = () => skipMotion(frame);
  frame.addEventListener("click", skip, true);
  frame.addEventListener("keydown", skip, true);
  return () => {
    frame.removeEventListener("click", skip, true);
    frame.removeEventListener("keydown", skip, true);
  };
}
