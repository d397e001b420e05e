// What a player sees of a table, measured in its shadow root: text and live
// controls covered by another element (hit tests with `elementFromPoint`),
// text cut by a box that hides its overflow, text under 12 px, the status
// bar out of view, and options of the current decision a player cannot
// bring into view. The boxes test and the tables' own tests ask it at
// decisions of whole games; `sightProblems` words what it found.

/** The controls of the current decision: spots a touch plays or picks, their targets, the decision's buttons. */
export const DECISION =
  '[data-play="play"], [data-play="pick"], [data-play="target"], [data-testid=actions] button, [data-testid=pick-options] button, [data-testid=play-anyway]';

/**
 * In the page: everything `sightProblems` judges, for the table `host`
 * selects (its shadow root). An open modal dialog is the whole of what a
 * player can see then; everything else is not judged.
 */
function look({ host, decision }) {
  const table = document.querySelector(host);
  const root = table.shadowRoot ?? document;
  const box = table.getBoundingClientRect();
  const view = {
    left: Math.max(0, box.left),
    top: Math.max(0, box.top),
    right: Math.min(innerWidth, box.right),
    bottom: Math.min(innerHeight, box.bottom),
  };
  const intersect = (a, b) => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (r) => r.right - r.left < 1 || r.bottom - r.top < 1;
  const parentOf = (element) => element.parentElement;
  // Whether a box hides its overflow in an axis (a clip) or lets the player
  // scroll to it; a box with `display: contents` has no box and does neither.
  const clips = (style, axis) =>
    style.display !== "contents" &&
    /hidden|clip/.test(axis === "x" ? style.overflowX : style.overflowY);
  const scrolls = (style, axis) =>
    style.display !== "contents" &&
    /auto|scroll/.test(axis === "x" ? style.overflowX : style.overflowY);
  /** The part of `rect` left once every box around `element` that clips or scrolls has cut it, and the box. */
  const shown = (element, rect) => {
    let r = intersect(rect, view);
    for (let a = parentOf(element); a; a = parentOf(a)) {
      const style = getComputedStyle(a);
      const ar = a.getBoundingClientRect();
      if (clips(style, "x") || scrolls(style, "x"))
        r = intersect(r, { ...r, left: ar.left, right: ar.right });
      if (clips(style, "y") || scrolls(style, "y"))
        r = intersect(r, { ...r, top: ar.top, bottom: ar.bottom });
    }
    return r;
  };
  /** Inside a box of a pixel or less that hides its overflow: text for screen readers only. */
  const visuallyHidden = (element) => {
    for (let a = element; a && a !== root; a = parentOf(a)) {
      const box = a.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && getComputedStyle(a).overflow !== "visible")
        return true;
    }
    return false;
  };
  const seen = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !visuallyHidden(element);
  const name = (element) =>
    (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 40) ||
    element.dataset.spot ||
    element.tagName.toLowerCase();
  const describe = (element) => {
    const id = element.dataset?.testid ?? element.dataset?.spot;
    const cls = typeof element.className === "string" ? element.className.split(" ")[0] : "";
    return `${element.tagName.toLowerCase()}${id ? `[${id}]` : cls ? `.${cls}` : ""} "${name(element)}"`;
  };
  /** Stuck to its scrolling box (a sticky heading): what scrolls under it is out of view, not covered. */
  const stickyIn = (hit, element) => {
    for (let a = hit; a && a !== root; a = parentOf(a)) {
      if (getComputedStyle(a).position === "sticky") {
        const scroller = parentOf(a);
        return scroller !== null && scroller.contains(element);
      }
    }
    return false;
  };
  /** The element `point` hits covers `element` unless it is the element, inside it or around it. */
  const coveredBy = (element, x, y) => {
    const hit = root.elementFromPoint(x, y);
    if (hit === null || hit === element || element.contains(hit) || hit.contains(element))
      return null;
    if (stickyIn(hit, element)) return null;
    return hit;
  };
  const modal = root.querySelector(
    "dialog[open], [role=dialog][aria-modal=true], [role=alertdialog]",
  );
  const scope = modal ?? root;

  const covered = [];
  const clipped = [];
  const small = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element || !seen(element)) continue;
    range.selectNodeContents(node);
    // An SVG text's range runs past its glyphs (its advance); its own box does not.
    const lines =
      element instanceof SVGElement ? [element.getBoundingClientRect()] : range.getClientRects();
    for (const line of lines) {
      if (line.width < 1 || line.height < 1) continue;
      const r = shown(element, line);
      if (empty(r)) continue; // out of view (scrolled away): judged for options only
      // Cut: part of the line is hidden by a box that clips (not one that
      // scrolls). What a scrolling box already hides (a line half scrolled
      // out of its list) the player scrolls to; a box further out that
      // clips judges only the part the scrolling box shows, or every line
      // scrolled to a scroller's edge inside a clipping table would count
      // as cut.
      let cut = false;
      let part = { left: line.left, top: line.top, right: line.right, bottom: line.bottom };
      for (let a = element; a && !cut; a = parentOf(a)) {
        const style = getComputedStyle(a);
        const ar = a.getBoundingClientRect();
        if (clips(style, "x") && (part.left < ar.left - 1 || part.right > ar.right + 1)) cut = true;
        if (clips(style, "y") && (part.top < ar.top - 1 || part.bottom > ar.bottom + 1)) cut = true;
        if (style.textOverflow === "ellipsis" && a.scrollWidth > a.clientWidth + 1) cut = true;
        if (scrolls(style, "x"))
          part = {
            ...part,
            left: Math.max(part.left, ar.left),
            right: Math.min(part.right, ar.right),
          };
        if (scrolls(style, "y"))
          part = {
            ...part,
            top: Math.max(part.top, ar.top),
            bottom: Math.min(part.bottom, ar.bottom),
          };
      }
      if (cut) clipped.push(describe(element));
      const y = (r.top + r.bottom) / 2;
      const xs = [r.left + 2, (r.left + r.right) / 2, r.right - 2].filter(
        (x) => x > r.left && x < r.right,
      );
      for (const x of xs) {
        const by = coveredBy(element, x, y);
        if (by) {
          covered.push(`${describe(element)} under ${describe(by)}`);
          break;
        }
      }
    }
    if (!element.closest("[aria-hidden=true]")) {
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) small.push(`${size}px "${node.textContent.trim().slice(0, 30)}"`);
    }
  }

  // The decision's options: each in view and uncovered, or in a box of its own that scrolls to it.
  const unreachable = [];
  for (const control of scope.querySelectorAll(decision)) {
    if (!seen(control) || control.disabled) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    const r = shown(control, rect);
    const inView =
      !empty(r) &&
      r.right - r.left >= Math.min(rect.width, 20) - 1 &&
      r.bottom - r.top >= Math.min(rect.height, 20) - 1;
    if (inView) {
      const by = coveredBy(control, (r.left + r.right) / 2, (r.top + r.bottom) / 2);
      if (by) covered.push(`${describe(control)} under ${describe(by)}`);
      continue;
    }
    let reachable = false;
    for (let a = parentOf(control); a && !reachable; a = parentOf(a)) {
      const style = getComputedStyle(a);
      const scrollsHere =
        (scrolls(style, "y") && a.scrollHeight > a.clientHeight + 1) ||
        (scrolls(style, "x") && a.scrollWidth > a.clientWidth + 1);
      if (!scrollsHere || a === document.scrollingElement) continue;
      const ar = shown(a, a.getBoundingClientRect());
      reachable = !empty(ar) && ar.bottom - ar.top >= 44 && ar.right - ar.left >= 44;
    }
    if (!reachable) unreachable.push(describe(control));
  }

  const status = root.querySelector("[data-testid=status]");
  let statusSeen = false;
  if (status && seen(status)) {
    const rect = status.getBoundingClientRect();
    const r = shown(status, rect);
    statusSeen =
      !empty(r) &&
      Math.abs(r.right - r.left - rect.width) < 1 &&
      Math.abs(r.bottom - r.top - rect.height) < 1 &&
      coveredBy(status, (r.left + r.right) / 2, (r.top + r.bottom) / 2) === null;
  }
  const unique = (list) => [...new Set(list)];
  return {
    covered: unique(covered),
    clipped: unique(clipped),
    small: unique(small),
    unreachable: unique(unreachable),
    status: modal !== null || statusSeen,
  };
}

/** What a player sees of the table `host` selects, measured now. */
export function sight(page, { host = "ruleshelf-table" } = {}) {
  return page.evaluate(look, { host, decision: DECISION });
}

/**
 * The problems a player would see, worded with `where` (e.g. "360×640, move 12"):
 * an empty list when the table is fine. At most `most` of each kind are named.
 */
export function sightProblems(seen, where, most = 4) {
  const problems = [];
  const some = (list) =>
    list.slice(0, most).join("; ") + (list.length > most ? ` (+${list.length - most})` : "");
  if (!seen.status) problems.push(`${where}: the status bar is not fully in view`);
  if (seen.covered.length > 0) problems.push(`${where}: covered: ${some(seen.covered)}`);
  if (seen.clipped.length > 0) problems.push(`${where}: text cut: ${some(seen.clipped)}`);
  if (seen.small.length > 0) problems.push(`${where}: text under 12 px: ${some(seen.small)}`);
  if (seen.unreachable.length > 0)
    problems.push(`${where}: options out of reach: ${some(seen.unreachable)}`);
  return problems;
}
