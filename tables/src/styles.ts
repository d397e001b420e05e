// The tables' stylesheets, as text: every stylesheet a table module imports
// is registered here when the module loads (see build/adoptCss.mjs), and
// every table's shadow root adopts them all, those of a game loaded later
// included. Nothing is added to the page's own styles.

const sheets: CSSStyleSheet[] = [];
const texts = new Set<string>();
const roots = new Set<ShadowRoot | Document>();

/**
 * The stylesheet with its `rem`s made the table's own: a rem is the page's
 * root font size, which a page may set to anything; a table's rem is 16px
 * (or the page's `--rs-rem`). In a container or media query, where custom
 * properties cannot go, it is 16px.
 */
export function ownRems(css: string): string {
  return css.replace(
    /(@(?:container|media)[^{]*)|(-?\d*\.?\d+)rem\b/g,
    (_match, query: string | undefined, number: string | undefined) => {
      if (query !== undefined)
        return query.replace(/(\d*\.?\d+)rem\b/g, (_, n: string) => `${Number(n) * 16}px`);
      return `calc(${number} * var(--rs-rem, 16px))`;
    },
  );
}

/** Registers a stylesheet's text (once) and hands it to the open tables. */
export function addStyles(css: string): void {
  if (texts.has(css)) return;
  texts.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(ownRems(css));
  sheets.push(sheet);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Gives `root` every table stylesheet, now and later, until the returned
 * function is called: a table's shadow root, or a whole document whose
 * page is a table (the demo's game screen).
 */
export function adoptStyles(root: ShadowRoot | Document): () => void {
  root.adoptedStyleSheets = [
    ...root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet)),
    ...sheets,
  ];
  roots.add(root);
  return () => {
    roots.delete(root);
  };
}
