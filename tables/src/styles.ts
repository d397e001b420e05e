// The tables' stylesheets, as text: every stylesheet a table module imports
// is registered here when the module loads (see build/adoptCss.mjs), and
// every table's shadow root adopts them all, those of a game loaded later
// included. Nothing is added to the page's own styles.

const texts: string[] = [];
const seen = new Set<string>();
/**
 * The stylesheets, made when a root first adopts them: a module of the
 * tables may be imported where there is no CSSStyleSheet (a server
 * rendering the page), and registers its text all the same.
 */
let sheets: CSSStyleSheet[] | undefined;
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

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(ownRems(css));
  return sheet;
}

/** Registers a stylesheet's text (once) and hands it to the open tables. */
export function addStyles(css: string): void {
  if (seen.has(css)) return;
  seen.add(css);
  texts.push(css);
  if (sheets === undefined) return;
  const sheet = sheetOf(css);
  sheets.push(sheet);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Gives `root` every table stylesheet, now and later, until the returned
 * function is called: a table's shadow root, or a whole document whose
 * page is a table (the demo's game screen).
 */
export function adoptStyles(root: ShadowRoot | Document): () => void {
  const own = (sheets ??= texts.map(sheetOf));
  root.adoptedStyleSheets = [
    ...root.adoptedStyleSheets.filter((sheet) => !own.includes(sheet)),
    ...own,
  ];
  roots.add(root);
  return () => {
    roots.delete(root);
  };
}
