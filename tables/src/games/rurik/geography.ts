// The map of the Rus' as shapes on a 720 × 660 drawing (the map's SVG
// viewBox). Each region is a polygon laid out like the printed board:
// Pskov, Novgorod and Rostov in the north, Brest along the west, Kiev on
// the Dnieper in the middle, Azov and Peresech on the Black Sea coast.
// Neighbouring regions share their border's corners exactly, so two
// regions touch along an edge exactly when the rules' data
// (crates/rurik/data/rurik.json `borders`) makes them neighbours (checked
// by hand against that list; nothing here is read by the rules). Shapes are fixed in the drawing's units, so they scale
// with the map's box and can never overlap, whatever its width.

/** The drawing's size, in its own units. */
export const MAP_WIDTH = 720;
export const MAP_HEIGHT = 660;

/** A region's outline, where its name and pieces sit, and how wide a row of pieces may be there. */
export interface RegionShape {
  points: readonly (readonly [number, number])[];
  /** The centre of the name and pieces (inside the outline). */
  at: readonly [number, number];
  /** The width a row of pieces may take around `at`. */
  room: number;
}

// Corners where three regions (or a region and the edge) meet, named by
// the regions around them, shared by the outlines below.
const C = {
  psNo: [200, 0],
  noRo: [470, 0],
  psNoPo: [220, 112],
  psBrPo: [128, 166],
  psBr: [0, 150],
  noPoSm: [300, 150],
  noRoSm: [440, 125],
  roSmCh: [476, 240],
  roChSu: [560, 252],
  roSu: [720, 160],
  poSmCh: [330, 290],
  poKiCh: [346, 336],
  poKiVo: [270, 370],
  poVoBr: [140, 330],
  brVoGa: [130, 432],
  brGaPe: [108, 520],
  brPe: [0, 530],
  voKiGa: [260, 452],
  kiChPe: [432, 392],
  kiPeAz: [412, 522],
  kiGaAz: [300, 542],
  gaAzPe: [232, 586],
  peAzSea: [252, 632],
  chSuMu: [604, 312],
  suMu: [720, 302],
  chPeMu: [584, 372],
  peMuAz: [566, 502],
  muAz: [720, 522],
} as const satisfies Record<string, readonly [number, number]>;

/** The coast of the Black Sea, west to east (the south edge of Peresech and Azov). */
const COAST_WEST: readonly (readonly [number, number])[] = [
  [0, 612],
  [60, 626],
  [130, 614],
  [196, 630],
  C.peAzSea,
];
const COAST_EAST: readonly (readonly [number, number])[] = [
  C.peAzSea,
  [318, 644],
  [372, 630],
  [430, 646],
  [500, 628],
  [560, 640],
  [640, 618],
  [720, 630],
];

export const SHAPES: Readonly<Record<string, RegionShape>> = {
  Pskov: {
    points: [[0, 0], C.psNo, [212, 58], C.psNoPo, C.psBrPo, C.psBr],
    at: [98, 80],
    room: 170,
  },
  Novgorod: {
    points: [
      C.psNo,
      C.noRo,
      [456, 62],
      C.noRoSm,
      [372, 140],
      C.noPoSm,
      [252, 132],
      C.psNoPo,
      [212, 58],
    ],
    at: [330, 68],
    room: 210,
  },
  Rostov: {
    points: [
      C.noRo,
      [720, 0],
      C.roSu,
      [640, 182],
      C.roChSu,
      C.roSmCh,
      [452, 182],
      C.noRoSm,
      [456, 62],
    ],
    at: [590, 88],
    room: 210,
  },
  Smolensk: {
    points: [
      C.noPoSm,
      [372, 140],
      C.noRoSm,
      [452, 182],
      C.roSmCh,
      [402, 270],
      C.poSmCh,
      [312, 222],
    ],
    at: [384, 204],
    room: 120,
  },
  Polotsk: {
    points: [
      C.psBrPo,
      C.psNoPo,
      [252, 132],
      C.noPoSm,
      [312, 222],
      C.poSmCh,
      C.poKiCh,
      C.poKiVo,
      [200, 352],
      C.poVoBr,
      [114, 250],
    ],
    at: [218, 250],
    room: 150,
  },
  Suzdal: {
    points: [C.roChSu, [640, 182], C.roSu, C.suMu, [660, 308], C.chSuMu],
    at: [654, 248],
    room: 118,
  },
  Chernigov: {
    points: [
      C.poSmCh,
      [402, 270],
      C.roSmCh,
      C.roChSu,
      C.chSuMu,
      C.chPeMu,
      [502, 378],
      C.kiChPe,
      [390, 356],
      C.poKiCh,
    ],
    at: [470, 318],
    room: 170,
  },
  Brest: {
    points: [C.psBr, C.psBrPo, [114, 250], C.poVoBr, [136, 380], C.brVoGa, C.brGaPe, C.brPe],
    at: [62, 345],
    room: 116,
  },
  Volyn: {
    points: [
      C.poVoBr,
      [200, 352],
      C.poKiVo,
      [276, 410],
      C.voKiGa,
      [190, 446],
      C.brVoGa,
      [136, 380],
    ],
    at: [202, 402],
    room: 126,
  },
  Kiev: {
    points: [
      C.poKiVo,
      C.poKiCh,
      [390, 356],
      C.kiChPe,
      [422, 460],
      C.kiPeAz,
      [352, 536],
      C.kiGaAz,
      [282, 492],
      C.voKiGa,
      [276, 410],
    ],
    at: [350, 446],
    room: 136,
  },
  Pereyaslavl: {
    points: [
      C.kiChPe,
      [502, 378],
      C.chPeMu,
      [596, 436],
      C.peMuAz,
      [484, 512],
      C.kiPeAz,
      [422, 460],
    ],
    at: [506, 446],
    room: 160,
  },
  Murom: {
    points: [C.chSuMu, [660, 308], C.suMu, C.muAz, [640, 512], C.peMuAz, [596, 436], C.chPeMu],
    at: [644, 414],
    room: 112,
  },
  Galich: {
    points: [C.brVoGa, [190, 446], C.voKiGa, [282, 492], C.kiGaAz, C.gaAzPe, [170, 562], C.brGaPe],
    at: [204, 506],
    room: 130,
  },
  Peresech: {
    points: [C.brPe, C.brGaPe, [170, 562], C.gaAzPe, ...COAST_WEST.slice().reverse()],
    at: [104, 576],
    room: 180,
  },
  Azov: {
    points: [
      C.gaAzPe,
      C.kiGaAz,
      [352, 536],
      C.kiPeAz,
      [484, 512],
      C.peMuAz,
      [640, 512],
      C.muAz,
      ...COAST_EAST.slice().reverse(),
    ],
    at: [480, 580],
    room: 300,
  },
};

/** The Black Sea below the coast. */
export const SEA = [...COAST_WEST, ...COAST_EAST.slice(1), [720, 660], [0, 660]] as const;

/**
 * Rivers, for the look of the land only (the rules have no river moves):
 * the Dnieper from above Smolensk past Kiev to the sea, the Desna joining
 * it at Kiev, the Volkhov from Lake Ilmen, the Volga past Rostov and the
 * Oka through Murom.
 */
export const RIVERS: readonly string[] = [
  "M352 118 C 340 160, 300 190, 318 240 S 372 300, 360 352 S 316 420, 330 470 S 392 520, 370 560 S 330 610, 340 640",
  "M560 268 C 520 300, 470 296, 440 330 S 400 380, 372 392",
  "M300 14 C 296 40, 304 60, 318 88",
  "M470 30 C 520 60, 560 130, 620 150 S 700 200, 720 210",
  "M720 440 C 690 440, 660 450, 640 470 S 600 470, 580 480",
];

/** Lake Ilmen, by Novgorod. */
export const LAKES: readonly string[] = [
  "M282 98 c 8 -14, 34 -16, 44 -4 c 8 10, -2 22, -20 22 c -16 0, -30 -6, -24 -18 z",
];

/** An outline as an SVG `points` list. */
export function pointsOf(shape: readonly (readonly [number, number])[]): string {
  return shape.map(([x, y]) => `${x},${y}`).join(" ");
}

/** The shape of the region `name` (a square for a name the drawing does not know). */
export function shapeOf(name: string, index: number): RegionShape {
  const known = SHAPES[name];
  if (known) return known;
  const x = 20 + (index % 5) * 140;
  const y = 20 + Math.floor(index / 5) * 200;
  return {
    points: [
      [x, y],
      [x + 120, y],
      [x + 120, y + 120],
      [x, y + 120],
    ],
    at: [x + 60, y + 60],
    room: 110,
  };
}
