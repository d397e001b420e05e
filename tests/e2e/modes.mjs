// The games and modes the tables are judged in, and the three boxes a page
// gives a table: 360×640 (a phone), 600×400 (a column of text), 1280×800
// (full screen). The boxes test plays MODES; the gallery (gallery.mjs)
// looks at every mode of GALLERY_MODES.

export const BOXES = [
  [360, 640],
  [600, 400],
  [1280, 800],
];

/**
 * The page (under the site's `base` URL) that gives `mode`'s table a box
 * filling the viewport: the seat at the device is seat 0, against easy
 * bots that move at once, with no motion and no saving.
 */
export function boxPage(base, mode) {
  const table = {
    ...mode.table,
    you: "0",
    seed: "7",
    "bot-pace": "0",
    motion: "off",
    "bot-strength": "easy",
    save: "off",
  };
  return `${base}tests/e2e/embed/box.html?table=${encodeURIComponent(JSON.stringify(table))}`;
}

/**
 * The modes the boxes test plays: `whole` ones to their end (the card
 * games), the others through their first `moves` decisions at the device
 * (25 by default; the euros take minutes to finish, the gallery plays them
 * to the end).
 */
export const MODES = [
  { name: "ruleta-rusa", whole: true, table: { game: "ruleta-rusa", seats: "3" } },
  {
    name: "ruleta-rusa-advanced",
    whole: true,
    table: { game: "ruleta-rusa", seats: "4", options: '{"mode":"advanced"}' },
  },
  { name: "ruse-2014", whole: true, table: { game: "ruse-2014", seats: "3" } },
  { name: "ruse-and-bruise", whole: true, table: { game: "ruse-and-bruise", seats: "3" } },
  { name: "ruse", table: { game: "ruse", seats: "2" } },
  {
    name: "ruse-firefox-village",
    table: { game: "ruse", seats: "2", options: '{"firefox":true,"village":true}' },
  },
  { name: "ruse-vixen-solo", table: { game: "ruse", seats: "1", options: '{"vixen":true}' } },
  { name: "ruse-vixen-beside-two", table: { game: "ruse", seats: "2", options: '{"vixen":true}' } },
  { name: "rurik", table: { game: "rurik", seats: "2" } },
  {
    name: "rurik-modules",
    table: {
      game: "rurik",
      seats: "3",
      options: '{"epicStructures":true,"warfare":true,"rebelFactions":true}',
    },
  },
  { name: "rurik-solo", table: { game: "rurik", seats: "1" } },
];

/** Every mode issue-level reviews look at: the boxes test's and the rest. */
export const GALLERY_MODES = [
  ...MODES,
  { name: "ruleta-rusa-six", table: { game: "ruleta-rusa", seats: "6" } },
  { name: "ruse-2014-five", table: { game: "ruse-2014", seats: "5" } },
  { name: "ruse-and-bruise-two", table: { game: "ruse-and-bruise", seats: "2" } },
  { name: "ruse-and-bruise-six", table: { game: "ruse-and-bruise", seats: "6" } },
  { name: "ruse-winter", table: { game: "ruse", seats: "3", options: '{"side":"winter"}' } },
  { name: "ruse-four", table: { game: "ruse", seats: "4" } },
  {
    name: "ruse-vixen-beside-three",
    table: { game: "ruse", seats: "3", options: '{"vixen":true}' },
  },
  { name: "rurik-epic", table: { game: "rurik", seats: "2", options: '{"epicStructures":true}' } },
  { name: "rurik-warfare", table: { game: "rurik", seats: "2", options: '{"warfare":true}' } },
  {
    name: "rurik-rebel-factions",
    table: { game: "rurik", seats: "2", options: '{"rebelFactions":true}' },
  },
  { name: "rurik-four", table: { game: "rurik", seats: "4" } },
  ...["2", "3", "4"].map((level) => ({
    name: `rurik-solo-level-${level}`,
    table: { game: "rurik", seats: "1", options: JSON.stringify({ level }) },
  })),
];
