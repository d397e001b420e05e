// Focus set by the element itself, so that it holds under any renderer:
// the table is drawn by the page's React, or by Preact in the element.

/** A ref that focuses its element once it is in the page (React's `autoFocus`, spelled out). */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/**
 * A ref that makes an SVG element focusable by Tab: its `tabindex`
 * attribute set as such (an SVG element's attribute names are
 * case-sensitive, and not every renderer writes `tabIndex` in lower case).
 */
export function focusableSvg(element: SVGElement | null): void {
  element?.setAttribute("tabindex", "0");
}
