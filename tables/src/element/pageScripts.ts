// When a page's own scripts have run: the element's script is one of them,
// and a listener another adds (after it, as the README shows) must hear
// what the element says at its start.

let ran: Promise<void> | undefined;

/**
 * Resolves a task after the page's load event (at once, a task later, when
 * the page has loaded already): by then every script of the page ran, the
 * deferred and module ones included.
 */
export function afterPageScripts(): Promise<void> {
  ran ??= new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
  });
  return ran;
}
