// Demo illustrations for the seeded shop: one flat SVG per product, the Vitalix gallery, page sections,
// testimonial avatars and the shop logo. The seed renders them to raster files with sharp (librsvg), so
// text only uses generic font families. Drawing primitives live in demo-image-shapes.ts.
import * as d from './demo-image-shapes';
import type { AvatarSpec, Item, JarSpec, LabelSpec } from './demo-image-shapes';

export interface DemoImage {
  key: string;
  width: number;
  height: number;
  alt: string;
  svg: string;
}

const { t } = d;

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

type Bg = [light: string, deep: string, floor: string];

const VITALIX_GLASS = ['#14280f', '#2f4f1f', '#7b6322', '#3c5a22', '#13250e'];
const AMBER_GLASS = ['#3a1a05', '#7a3d0c', '#c07a2a', '#7a3d0c', '#331604'];
const HONEY_GLASS = ['#a35a04', '#e8950f', '#ffd067', '#e8950f', '#98520a'];
const GOLD_LID = ['#f7dc8a', '#d2a03a', '#94661a'];
const WHITE_LID = ['#ffffff', '#e9ece6', '#b9c0b5'];
const KRAFT = ['#a57548', '#d4ab7c', '#e7c79f', '#c89a68', '#9c6c40'];
const WHITE_POUCH = ['#c9d1c8', '#f1f4ef', '#ffffff', '#e6eae3', '#c2cbc1'];
const GREEN_POUCH = ['#234a29', '#3f7b45', '#57975a', '#3b7440', '#21452a'];
const DATE_POUCH = ['#3a1a0e', '#6b3220', '#8a4a30', '#60301e', '#35180c'];
const HERB = '#4f8a3a';
const HERB_DARK = '#3a6d2c';

type Palette = Omit<LabelSpec, 'title'>;
const L_GREEN: Palette = { bg: '#f8f3e3', fg: '#1f4a2a', accent: '#b8862b' };
const L_HONEY: Palette = { bg: '#fff8e6', fg: '#6b3a0a', accent: '#cf870f' };
const L_KRAFT: Palette = { bg: '#fffdf6', fg: '#4a2c14', accent: '#5d8a3a' };
const L_MAROON: Palette = { bg: '#5a1620', fg: '#f6d38a', accent: '#e0b45a' };
const L_SALT: Palette = { bg: '#fffafa', fg: '#7a2e3a', accent: '#d97a88' };

const lab = (palette: Palette, title: string, sub: string): LabelSpec => ({ ...palette, title, sub });
const VITALIX_LABEL = lab(L_GREEN, 'VITALIX', 'Herbal Vitality Blend · 60 Caps');

// ---------------------------------------------------------------------------
// Scene helpers
// ---------------------------------------------------------------------------

const S = 800;
const W = 1200;
const H = 800;

function image(key: string, alt: string, w: number, h: number, body: string): DemoImage {
  return { key, width: w, height: h, alt, svg: d.svgDoc(w, h, body) };
}

function product(key: string, alt: string, bg: Bg, ...parts: string[]): DemoImage {
  return image(key, alt, S, S, d.background(S, S, ...bg) + parts.join(''));
}

type JarLook = Omit<JarSpec, 'cx' | 'bottom' | 'w' | 'h'>;

/** A jar standing on the floor with its shadow; w/h default to the standard product shot. */
function jarAt(spec: JarLook, cx = 400, bottom = 650, w = 300, h = 420): string {
  return d.shadow(cx, bottom, w * 0.6, w * 0.06, 0.4) + d.jar({ cx, bottom, w, h, ...spec });
}

const look = (glass: string[], lid: string[], label: LabelSpec, cloth?: string): JarLook => ({
  glass,
  lid,
  label,
  cloth,
});
const VITALIX = look(VITALIX_GLASS, GOLD_LID, VITALIX_LABEL);
const MORINGA_LABEL = lab(
  { bg: '#ffffff', fg: '#235a2c', accent: '#4f9a4f' },
  'Moringa\nCapsules',
  '100% Leaf Powder · 90 Caps',
);
const SPIRULINA_LABEL = lab(
  { bg: '#ffffff', fg: '#135246', accent: '#2f8a78' },
  'Spirulina',
  'Tablets · 500 mg × 120',
);
const SHILAJIT_LABEL = lab(
  { bg: '#1e1b18', fg: '#eccb78', accent: '#c9a24a' },
  'Shilajit',
  'Pure Himalayan Resin · 20 g',
);
const MORINGA = look(['#10301a', '#2a6a38', '#55a05a', '#2a6a38', '#10301a'], WHITE_LID, MORINGA_LABEL);
const SPIRULINA = look(['#0b2a26', '#1d5a50', '#2f8a78', '#1d5a50', '#0b2a26'], WHITE_LID, SPIRULINA_LABEL);
const SHILAJIT = look(['#050505', '#1d1c1b', '#3b3836', '#1d1c1b', '#050505'], GOLD_LID, SHILAJIT_LABEL);
const SIDR = look(
  ['#5e2a02', '#b0600a', '#e89a2c', '#a8580a', '#552502'],
  GOLD_LID,
  lab(L_MAROON, 'Sidr Honey', 'Pure Beri Honey · 500 g'),
);
const ACACIA_LABEL = lab(L_KRAFT, 'Acacia Honey', 'Light & Mild · 500 g');
const ACACIA = look(
  ['#c48a08', '#f0c22e', '#fde98f', '#efbf2c', '#bd8506'],
  ['#a9cf6a', '#6b9a3a', '#44692a'],
  ACACIA_LABEL,
);
const vitalixCaps = (xyr: number[], len = 56): string => d.capsules(xyr, len, '#2f5a22', '#c9953a');
const GUR = d.lump(['#d8944a', '#b06a24', '#7a4212']);
const FRONT_CAPS = [180, 700, 20, 255, 728, -35, 585, 712, 70, 650, 690, -10, 545, 745, 15];

/** Wooden bowl at the front left, heaped with the product. */
function bowlOf(items: Item[], size: [number, number], count: number, seed: number, inner: string): string {
  const bowl = { cx: 300, cy: 590, rx: 190, inner };
  return d.bowlBack(bowl) + d.pile(300, 590, 178, 110, count, seed, items, size) + d.bowlFront(bowl);
}

/** Stand-up pouch at the back (centred at cx) with a herb sprig peeking out behind it. */
function pouchAt(cx: number, colors: string[], label: LabelSpec, window?: string): string {
  return (
    d.sprig(cx + 40, 430, 240, -45, HERB, { leaves: 5 }) +
    d.shadow(cx, 628, 160, 16, 0.35) +
    d.pouch({ cx, bottom: 630, w: 280, h: 430, colors, label, window })
  );
}

const acaciaBranch = (x: number, y: number, len: number, rot: number): string =>
  d.g(
    x,
    y,
    rot,
    d.sprig(0, 0, len, 0, '#7aa548', { leaves: 7, leafLen: len * 0.1, paired: true }) +
      [0.3, 0.55, 0.8, 1.02].map((k, i) => d.pompom(len * k, i % 2 ? 26 : -26, 20, '#f5cf2a')).join(''),
  );

// ---------------------------------------------------------------------------
// Products (800×800)
// ---------------------------------------------------------------------------

const products: DemoImage[] = [
  product(
    'vitalix',
    'Vitalix herbal supplement jar with a gold lid, surrounded by fresh herbs and capsules',
    ['#f3f7ea', '#d5e6c3', '#b9cf9f'],
    d.sprig(130, 520, 300, -70, HERB) +
      d.sprig(670, 560, 260, -115, HERB_DARK) +
      d.sprig(560, 600, 200, -60, HERB),
    jarAt(VITALIX, 400, 650, 300, 430),
    vitalixCaps(FRONT_CAPS, 58),
  ),
  product(
    'moringa-capsules',
    'Jar of organic moringa capsules with moringa leaf sprigs',
    ['#f1f8ec', '#cfe8c2', '#a9cd92'],
    d.sprig(110, 560, 330, -62, '#6aa84f', { leaves: 7, leafLen: 34, paired: true }),
    d.sprig(690, 600, 300, -120, '#5b9a45', { leaves: 7, leafLen: 32, paired: true }),
    jarAt(MORINGA),
    d.capsules(FRONT_CAPS, 56, '#6fae4f', '#3f7f34'),
  ),
  product(
    'ashwagandha-root-powder',
    'Amber jar of ashwagandha root powder with dried roots and a heap of powder',
    ['#faf3e6', '#ecd9bb', '#d6bb92'],
    d.sprig(140, 540, 260, -75, '#6f9a4a') + d.sprig(660, 560, 240, -110, '#6f9a4a'),
    jarAt(
      look(AMBER_GLASS, GOLD_LID, lab(L_KRAFT, 'Ashwagandha', 'Root Powder · 200 g')),
      380,
      640,
      290,
      410,
    ),
    d.root(110, 700, 200, -12) + d.root(150, 740, 170, 8, '#b88c5e') + d.root(90, 760, 150, -4, '#96693f'),
    d.mound(610, 720, 130, 95, ['#e3c796', '#c4a06a']),
  ),
  product(
    'shilajit-resin',
    'Black glass jar of pure Himalayan shilajit resin with a wooden spoon of resin',
    ['#f3ece4', '#d8c7b3', '#b7a089'],
    '<path d="M0 600L140 420L230 500L360 330L480 470L590 380L800 560V600Z" fill="#8d7b6a" opacity="0.35"/>',
    '<path d="M340 355L360 330L382 356L370 352L360 362L350 350Z" fill="#fff" opacity="0.6"/>',
    jarAt(SHILAJIT, 420, 650, 270, 320),
    d.shadow(300, 735, 190, 14, 0.3) + d.spoon(130, 720, 300, -8, '#15110d', true),
    d.loose([640, 720, 700, 690], d.lump(['#5d5955', '#34302d', '#1b1917'], '#8a8580'), 26, 5),
  ),
  product(
    'spirulina-tablets',
    'Jar of spirulina tablets with dark green tablets scattered in front',
    ['#eef8f6', '#c6e6df', '#9fcfc3'],
    d.sprig(120, 560, 260, -70, '#2f8a6e') + d.sprig(680, 580, 230, -112, '#2f8a6e'),
    jarAt(SPIRULINA),
    d
      .chunk([190, 705, 250, 735, 600, 700, 655, 730, 560, 745, 150, 745], 2)
      .map(([x = 0, y = 0]) => d.tablet(x, y, 24, '#2c6b3f', '#173e24'))
      .join(''),
  ),
  product(
    'black-seed-oil-capsules',
    'Amber jar of black seed (kalonji) oil softgel capsules with nigella flowers and seeds',
    ['#fbf6ea', '#eee0c3', '#d9c49c'],
    d.stemFlower(150, 640, 190, 20, '#b9d3ef', '#5d7a3a', 5) +
      d.stemFlower(660, 640, 160, -15, '#c9dcf2', '#5d7a3a', 5),
    jarAt(look(AMBER_GLASS, GOLD_LID, lab(L_GREEN, 'Black Seed\nOil', 'Kalonji Softgels · 500 mg'))),
    d.capsules([190, 700, 25, 255, 735, -20, 600, 705, 60, 660, 735, -15], 52, '#e8a72a'),
    d.pile(540, 760, 70, 18, 90, 11, [d.seed(['#1a1716', '#2b2522', '#0e0c0b'])], [3, 4.5]),
  ),
  product(
    'sidr-honey',
    'Premium jar of golden Sidr honey with a honey dipper, sidr leaves and honeycomb',
    ['#fff7e3', '#f8ddaa', '#e6bb74'],
    d.sprig(110, 520, 280, -65, '#4b8a36', { leaves: 8, leafLen: 40, paired: true }),
    d.sprig(700, 540, 240, -115, '#4b8a36', { leaves: 6, leafLen: 38, paired: true }),
    jarAt(SIDR, 400, 640, 300, 430),
    d.combPiece(165, 705, 100, 55, 3),
    d.shadow(590, 745, 170, 10, 0.3) + '<ellipse cx="735" cy="738" rx="40" ry="9" fill="#e8950f"/>',
    d.dipper(430, 742, 340, -6),
  ),
  product(
    'wildflower-raw-honey',
    'Raw wildflower honey jar with a gingham cloth cover surrounded by wild flowers',
    ['#fff6e8', '#f8e0c0', '#e8c597'],
    d.stemFlower(130, 640, 200, 15, '#e88aa8', '#f5c542') +
      d.stemFlower(680, 640, 220, -10, '#b48ad8', '#f5c542', 5),
    d.stemFlower(200, 640, 130, 25, '#ffffff', '#f5b942', 8) +
      d.stemFlower(610, 640, 140, 30, '#f3a93c', '#8a4a12', 7),
    jarAt(
      look(HONEY_GLASS, GOLD_LID, lab(L_HONEY, 'Wildflower\nRaw Honey', 'Unprocessed · 500 g'), '#c0392b'),
    ),
    d.flower(640, 720, 34, '#e88aa8', '#f5c542', 6, 20) + d.flower(190, 735, 30, '#b48ad8', '#f5c542', 5),
    d.bee(660, 300, 26),
  ),
  product(
    'acacia-honey',
    'Light golden acacia honey jar with yellow acacia blossoms',
    ['#fffbe8', '#f8eab0', '#eed88a'],
    acaciaBranch(90, 560, 300, -62) + acaciaBranch(720, 600, 260, -118),
    jarAt(ACACIA),
    d.pompom(610, 720, 22, '#f5cf2a') + d.pompom(650, 700, 18, '#f2c21a') + d.pompom(200, 725, 20, '#f2c21a'),
  ),
  (() => {
    const id = d.uid('cp');
    const frame = d.linear(['#c9935a', '#8e5a2b'], 'v');
    const tag =
      '<rect x="-60" y="-30" width="120" height="64" rx="10" fill="#fffaf0" stroke="#c9935a" stroke-width="3"/>' +
      d.text(0, -4, 'Organic', 18, '#6b3a0a', { weight: 700, serif: true }) +
      d.text(0, 20, 'Honeycomb', 17, '#6b3a0a', { weight: 700, serif: true });
    return product(
      'organic-honeycomb',
      'Raw organic honeycomb in a wooden frame on a board, dripping honey',
      ['#fff6df', '#f6d99a', '#e0b56a'],
      d.shadow(400, 660, 300, 22, 0.35) + d.defs(frame.def),
      d.defs(`<clipPath id="${id}"><rect x="190" y="220" width="420" height="380" rx="6"/></clipPath>`),
      '<rect x="160" y="640" width="480" height="40" rx="12" fill="#8e5a2b"/>',
      '<rect x="150" y="620" width="500" height="34" rx="12" fill="#c9935a"/>',
      `<rect x="166" y="196" width="468" height="428" rx="16" fill="${frame.url}"/>`,
      `<g clip-path="url(#${id})">${d.combCells(190, 220, 420, 380, 30, 9)}</g>`,
      d.drip(300, 600, 660, 12) + d.drip(470, 600, 640, 9),
      '<path d="M600 210l60 60" stroke="#6b4420" stroke-width="3"/>' + d.g(672, 300, 12, tag),
      d.bee(130, 200, 24, 15) + d.bee(700, 520, 20, -20),
    );
  })(),
  product(
    'organic-chia-seeds',
    'Pouch of organic chia seeds with a wooden bowl full of chia seeds',
    ['#f5f6f1', '#dfe4d6', '#c5ccb8'],
    pouchAt(520, WHITE_POUCH, lab(L_GREEN, 'Chia Seeds', 'Organic · Omega-3 · 400 g'), '#4a4541'),
    bowlOf(
      [d.seed(['#2d2a28', '#4a4541', '#2d2a28', '#8a847c', '#1c1a19', '#4a4541', '#b8b1a6'])],
      [3.5, 5],
      1400,
      4,
      '#3a3634',
    ),
  ),
  product(
    'himalayan-pink-salt',
    'Himalayan pink salt crystals in a bowl with a kraft pouch and a salt block',
    ['#fdf3f2', '#f5d9d8', '#e6bcbc'],
    pouchAt(520, KRAFT, lab(L_SALT, 'Himalayan\nPink Salt', 'Rock Salt · Coarse · 800 g')),
    bowlOf([d.crystal(), d.crystal(['#ffffff', '#f7c3c9', '#e592a0'])], [11, 20], 240, 5, '#d98a98'),
    d.shadow(620, 745, 90, 10, 0.3),
    '<rect x="540" y="670" width="160" height="70" rx="12" fill="#e79aa5"/>',
    '<rect x="540" y="670" width="160" height="22" rx="10" fill="#f6c6cc"/>',
    '<path d="M560 700q40 -10 60 10t70 -5M575 725q30 -8 55 3" stroke="#fff" stroke-opacity="0.6" stroke-width="3" fill="none"/>',
  ),
  product(
    'organic-jaggery-gur',
    'Organic jaggery (gur) blocks in a bowl with a kraft pouch',
    ['#fbf2e4', '#efd5ae', '#dbb684'],
    pouchAt(520, KRAFT, lab(L_KRAFT, 'Jaggery Gur', 'Pure Sugarcane · 1 kg')),
    bowlOf([GUR, d.lump(['#e2a45a', '#c07a30', '#8a4e18'])], [26, 34], 55, 6, '#7a4212'),
    d.loose([590, 730, 650, 750], GUR, 26, 60),
  ),
  product(
    'kaghzi-almonds',
    'Bowl of kaghzi paper-shell almonds with a pouch of almonds',
    ['#fbf4ea', '#efdcc4', '#dcc09c'],
    pouchAt(520, KRAFT, lab(L_KRAFT, 'Kaghzi\nAlmonds', 'Paper-Shell Badam · 500 g'), '#b8763a'),
    bowlOf([d.almond(), d.almond(), d.almond(true)], [20, 26], 130, 7, '#7a4520'),
    d.loose([560, 720, 620, 745, 520, 760], d.almond(), 22, 70),
  ),
  product(
    'ajwa-dates',
    'Bowl of soft dark Ajwa dates with a pouch of dates',
    ['#fbf1e8', '#ecd2bd', '#d7b295'],
    pouchAt(520, DATE_POUCH, lab(L_MAROON, 'Ajwa Dates', 'Madinah Premium · 500 g')),
    bowlOf([d.date(), d.date(['#6a3018', '#3c160a', '#1c0803'])], [26, 32], 75, 8, '#2a0f05'),
    d.loose([570, 730, 630, 750], d.date(), 28, 80),
  ),
  product(
    'walnut-kernels',
    'Wooden bowl of light walnut kernels with a pouch',
    ['#faf5ec', '#ece0c8', '#d8c7a5'],
    pouchAt(520, KRAFT, lab(L_KRAFT, 'Walnut\nKernels', 'Akhrot Giri · 400 g'), '#c48f52'),
    bowlOf([d.walnut()], [24, 30], 70, 9, '#8d5c2c'),
    d.loose([580, 730, 640, 748], d.walnut(), 26, 90),
  ),
  product(
    'hunza-dried-apricots',
    'Bowl of sun-dried Hunza apricots with a pouch',
    ['#fff5e8', '#f8d9b4', '#eab887'],
    pouchAt(520, KRAFT, lab(L_KRAFT, 'Hunza\nApricots', 'Sun-Dried Khubani · 500 g'), '#de7f2b'),
    bowlOf([d.apricot()], [24, 30], 70, 10, '#a24c15'),
    d.loose([580, 730, 640, 752], d.apricot(), 26, 100),
  ),
  product(
    'chilgoza-pine-nuts',
    'Bowl of chilgoza pine nuts in shell with a pouch',
    ['#f8f4ec', '#e6dccb', '#cfc0a6'],
    pouchAt(520, GREEN_POUCH, lab(L_KRAFT, 'Chilgoza', 'Pine Nuts in Shell · 250 g')),
    bowlOf([d.pineNut()], [14, 18], 200, 11, '#4a2612'),
    d.loose([570, 728, 610, 748, 650, 730], d.pineNut(), 16, 110),
  ),
  (() => {
    const box = d.linear(['#7a1f2b', '#5a1420'], 'v');
    const tray = d.linear(['#f3e3c4', '#e3c99c'], 'v');
    const fills: [Item, [number, number], number][] = [
      [d.almond(), [20, 24], 20],
      [d.date(), [24, 28], 12],
      [d.walnut(), [24, 28], 12],
      [d.apricot(), [24, 28], 12],
      [d.pineNut(), [14, 17], 30],
      [d.almond(true), [20, 24], 20],
    ];
    const cells = fills.map(([item, size, count], i) => {
      const [x, y] = [110 + (i % 3) * 200, 340 + Math.floor(i / 3) * 170];
      return (
        t`<rect x="${x}" y="${y}" width="180" height="155" rx="10" fill="${tray.url}"/>` +
        t`<rect x="${x}" y="${y}" width="180" height="12" rx="6" fill="#000" opacity="0.08"/>` +
        d.scatter(x + 6, y + 8, 168, 141, count, 20 + i, [item], size)
      );
    });
    return product(
      'premium-dry-fruit-box',
      'Open premium gift box with compartments of almonds, dates, walnuts, apricots and pine nuts',
      ['#fbf3e6', '#f0dcc0', '#dcc09a'],
      d.defs(box.def, tray.def) + d.shadow(400, 330, 330, 20, 0.3),
      `<path d="M100 330L130 110H670L700 330Z" fill="${box.url}"/><path d="M122 316L146 126H654L678 316Z" fill="none" stroke="#e0b45a" stroke-width="3"/>`,
      d.text(400, 205, 'PREMIUM', 44, '#f6d38a', { weight: 700, serif: true, spacing: 6 }),
      d.text(400, 252, 'Dry Fruit Box', 30, '#f6d38a', { serif: true, italic: true }),
      d.shadow(400, 735, 350, 24, 0.4),
      `<rect x="80" y="310" width="640" height="420" rx="22" fill="${box.url}"/>`,
      '<rect x="80" y="700" width="640" height="30" rx="12" fill="#000" opacity="0.2"/>',
      '<rect x="96" y="326" width="608" height="362" rx="14" fill="#3a0c14"/>',
      cells.join(''),
      d.leaf(700, 320, 80, -40, HERB) + d.leaf(690, 340, 60, 10, HERB_DARK),
    );
  })(),
  product(
    'triphala-powder',
    'Kraft pouch of triphala powder with a heap of powder and amla, harad and bahera fruits',
    ['#f7f4e6', '#e4dcb8', '#ccc08f'],
    pouchAt(360, KRAFT, lab(L_GREEN, 'Triphala', 'Amla · Harad · Bahera · 200 g')),
    d.mound(610, 720, 140, 100, ['#b29560', '#7d6438']),
    d.shadow(200, 745, 130, 10, 0.3),
    '<circle cx="130" cy="705" r="34" fill="#b5cf6a"/><circle cx="120" cy="694" r="8" fill="#fff" opacity="0.35"/>',
    '<path d="M130 672v66M108 680q-8 25 0 50M152 680q8 25 0 50" stroke="#7e9a3a" stroke-width="2" fill="none"/>',
    '<ellipse cx="225" cy="725" rx="26" ry="34" fill="#c99a3a" transform="rotate(-25 225 725)"/>',
    '<ellipse cx="218" cy="712" rx="7" ry="10" fill="#fff" opacity="0.3"/>',
    '<circle cx="300" cy="740" r="24" fill="#8a5a30"/><circle cx="293" cy="732" r="6" fill="#fff" opacity="0.3"/>',
  ),
  product(
    'herbal-digestive-tea',
    'Green pouch of herbal digestive tea with a steaming cup and fresh mint',
    ['#eef7ec', '#cfe6cb', '#aacfa2'],
    pouchAt(320, GREEN_POUCH, lab(L_GREEN, 'Digestive\nHerbal Tea', 'Mint · Fennel · Ginger · 20 bags')),
    d.cup(590, 690, 200, '#ffffff', '#b07a2a'),
    d.sprig(90, 740, 160, -15, '#4f9a4a', { leaves: 4 }),
    d.pile(440, 760, 70, 16, 60, 12, [d.seed(['#9aa84a', '#7d8a38', '#b5b870'])], [4, 6]),
  ),
  product(
    'isabgol-psyllium-husk',
    'Pouch of isabgol psyllium husk with a bowl of husk and a glass of water',
    ['#f4f7f8', '#dce6ea', '#c0cfd6'],
    pouchAt(520, WHITE_POUCH, lab(L_GREEN, 'Isabgol', 'Psyllium Husk · Fibre · 200 g'), '#e9dcc0'),
    d.shadow(180, 640, 80, 10, 0.3),
    '<path d="M110 340L250 340L236 640Q234 652 222 652L138 652Q126 652 124 640Z" fill="#dff1fa" fill-opacity="0.6" stroke="#fff" stroke-width="5"/>',
    '<path d="M116 420L244 420L236 640Q234 648 222 648L138 648Q126 648 124 640Z" fill="#cfe6ee"/>',
    '<path d="M130 380L140 620" stroke="#fff" stroke-width="8" stroke-opacity="0.7" stroke-linecap="round"/>',
    d.pile(180, 600, 40, 120, 50, 13, [d.seed(['#efe4cc', '#e0d2b0'])], [3, 4]),
    d.bowlBack({ cx: 330, cy: 680, rx: 120, inner: '#d9c79e' }),
    d.pile(330, 680, 112, 55, 320, 14, [d.seed(['#f4ead2', '#e8dab8', '#d9c79e', '#fffaf0'])], [5, 8]),
    d.bowlFront({
      cx: 330,
      cy: 680,
      rx: 120,
      colors: ['#c7d0d0', '#f5f8f8', '#ffffff', '#e8eeee', '#b9c4c4'],
    }),
  ),
  product(
    'qust-e-hindi-costus-root',
    'Jar of Qust-e-Hindi (costus root) with a bowl of cut root pieces',
    ['#f8f1e8', '#e6d3bb', '#cfb594'],
    d.sprig(560, 420, 240, -50, '#6a8a3a', { leaves: 5 }),
    jarAt(
      look(AMBER_GLASS, GOLD_LID, lab(L_KRAFT, 'Qust-e-Hindi', 'Costus Root · 100 g')),
      500,
      630,
      270,
      400,
    ),
    d.bowlBack({ cx: 240, cy: 640, rx: 160, inner: '#6a4426' }),
    d.pile(240, 640, 150, 80, 50, 15, [d.rootChunk(), d.rootChunk('#6a4426', '#cfa877')], [20, 28]),
    d.bowlFront({ cx: 240, cy: 640, rx: 160 }),
    d.root(560, 720, 160, -8, '#8a6242') + d.root(600, 750, 140, 6, '#7a5233'),
  ),
];

// ---------------------------------------------------------------------------
// Vitalix gallery (800×800)
// ---------------------------------------------------------------------------

const lidPaint = d.linear(GOLD_LID, 'v');
const gallery: DemoImage[] = [
  product(
    'vitalix-2',
    'Open Vitalix jar full of capsules with the lid beside it and a spoon of herbal powder',
    ['#f6f3e6', '#e3dcc0', '#cdc29c'],
    d.sprig(100, 520, 260, -70, HERB) + d.sprig(720, 560, 220, -115, HERB_DARK),
    jarAt({ ...VITALIX, open: '#6a4a1a' }, 330, 650, 290, 410),
    vitalixCaps([270, 318, 30, 330, 306, -20, 385, 318, 70, 300, 326, -60], 54),
    d.shadow(610, 650, 130, 14, 0.35) + d.defs(lidPaint.def),
    `<rect x="505" y="585" width="210" height="62" rx="10" fill="${lidPaint.url}"/>`,
    '<ellipse cx="610" cy="585" rx="105" ry="18" fill="#f7dc8a"/><ellipse cx="610" cy="587" rx="90" ry="12" fill="#94661a" opacity="0.5"/>',
    vitalixCaps([540, 720, 10, 610, 740, -40, 680, 705, 80, 470, 745, 60], 54),
    d.shadow(190, 735, 130, 10, 0.3) + d.spoon(40, 740, 260, -6, '#8a7a3a'),
  ),
  product(
    'vitalix-3',
    'Bundle of three Vitalix jars with gold lids',
    ['#f3f7ea', '#d5e6c3', '#b9cf9f'],
    d.sprig(70, 540, 260, -65, HERB) + d.sprig(760, 560, 240, -115, HERB_DARK),
    jarAt(VITALIX, 245, 600, 250, 360) + jarAt(VITALIX, 555, 600, 250, 360),
    jarAt(VITALIX, 400, 690, 290, 410),
    d.badge(660, 170, '3×', 'BUNDLE'),
    vitalixCaps([120, 720, 20, 680, 730, -30, 730, 700, 60], 54),
  ),
  image(
    'vitalix-lifestyle',
    'Vitalix jar on a wooden kitchen table with a cup of herbal tea and fresh herbs',
    S,
    S,
    d.background(S, S, '#f7efe2', '#e6d3b8') +
      '<path d="M470 0H760L640 560H350Z" fill="#fff" opacity="0.3"/><path d="M560 0H600L480 560H440Z" fill="#e6d3b8" opacity="0.5"/>' +
      d.woodTable(S, S, 560) +
      d.shadow(640, 560, 90, 10, 0.3) +
      '<path d="M580 480H700L684 565H596Z" fill="#c8674a"/><rect x="570" y="470" width="140" height="22" rx="6" fill="#d97a5a"/>' +
      d.sprig(640, 475, 170, -80, HERB, { leaves: 6 }) +
      d.sprig(630, 475, 150, -115, HERB_DARK) +
      d.sprig(650, 475, 150, -55, HERB) +
      jarAt(VITALIX, 330, 690, 270, 390) +
      d.cup(610, 700, 170, '#f4efe6', '#b07a2a') +
      d.sprig(90, 760, 180, -10, HERB) +
      vitalixCaps([500, 740, 20, 545, 760, -30], 48),
  ),
];

// ---------------------------------------------------------------------------
// Section images (1200×800)
// ---------------------------------------------------------------------------

function farm(): string {
  const sky = d.linear(['#aedcf0', '#f3f8e6'], 'v');
  const field = d.linear(['#8cc063', '#5f9a42'], 'v');
  const sun = d.radial(['#fff3b0', '#ffd24a', '#ffd24a'], 0.5, 0.5, 0.5, [1, 1, 0]);
  const cloud =
    '<circle r="36" fill="#fff"/><circle cx="40" cy="-14" r="46" fill="#fff"/><circle cx="88" cy="2" r="34" fill="#fff"/><rect width="90" height="34" fill="#fff"/>';
  const tree =
    '<rect x="-8" y="-20" width="16" height="60" fill="#7a5233"/><circle cy="-60" r="52" fill="#4f8f3a"/><circle cx="-30" cy="-35" r="34" fill="#5fa046"/>' +
    '<circle cx="30" cy="-40" r="36" fill="#468434"/><circle cx="-14" cy="-78" r="20" fill="#fff" opacity="0.15"/>';
  let out = d.defs(sky.def, field.def, sun.def) + `<rect width="${W}" height="${H}" fill="${sky.url}"/>`;
  out += `<circle cx="930" cy="170" r="150" fill="${sun.url}" opacity="0.6"/><circle cx="930" cy="170" r="62" fill="#ffd24a"/>`;
  out += d.g(240, 140, 0, cloud) + d.g(620, 90, 0, cloud, 0.8);
  out += '<path d="M0 430Q200 330 420 400T820 370T1200 390V520H0Z" fill="#a9cf8e"/>';
  out += '<path d="M0 470Q260 400 520 450T1000 430T1200 440V560H0Z" fill="#88bb6c"/>';
  out +=
    '<rect x="820" y="390" width="110" height="70" fill="#f4ead8"/><path d="M805 395L875 345L945 395Z" fill="#b5523a"/>';
  out +=
    '<rect x="862" y="420" width="26" height="40" fill="#8a5a3a"/><rect x="832" y="405" width="20" height="18" fill="#9fd0e6"/>';
  out += `<rect y="480" width="${W}" height="320" fill="${field.url}"/>`;
  // crop rows converging on a vanishing point at (600, 480)
  for (let i = -12; i <= 12; i++) {
    out += t`<path d="M${600 + i * 14} 480L${600 + i * 120} ${H}L${600 + (i + 0.5) * 120} ${H}L${600 + (i + 0.5) * 14} 480Z" fill="#4f8a36" opacity="0.45"/>`;
  }
  const r = d.rng(31);
  for (let i = 0; i < 70; i++) {
    const k = 0.15 + r() * 0.85;
    const [x, y, s] = [
      600 + (Math.round((r() - 0.5) * 16) + 0.25) * (14 + 106 * k),
      480 + 320 * k,
      6 + 16 * k,
    ];
    out += t`<path d="M${x} ${y}q${-s} ${-s * 0.6} ${-s * 1.1} ${-s * 1.3}q${s * 0.8} ${s * 0.2} ${s * 1.1} ${s * 1.3}q${s * 0.3} ${-s} ${s * 1.2} ${-s * 1.4}q${-s * 0.1} ${s * 0.9} ${-s * 1.2} ${s * 1.4}Z" fill="#3e7a2a"/>`;
  }
  out += d.g(130, 470, 0, tree, 1.1) + d.g(260, 455, 0, tree, 0.8) + d.g(1080, 470, 0, tree);
  return (
    out +
    d.sprig(40, 800, 260, -55, '#3c7a2a', { leaves: 6 }) +
    d.sprig(1180, 800, 240, -125, '#3c7a2a', { leaves: 6 })
  );
}

function shield(cx: number, top: number, w: number, h: number): string {
  const fill = d.linear(['#4f9a4f', '#1f5a2c'], 'v');
  const outline = (i: number): string => {
    const [l, r, y, b] = [cx - w / 2 + i, cx + w / 2 - i, top + i, top + h - i * 1.2];
    return t`M${cx} ${y}L${r} ${y + h * 0.14}V${y + h * 0.48}Q${r} ${b - h * 0.14} ${cx} ${b}Q${l} ${b - h * 0.14} ${l} ${y + h * 0.48}V${y + h * 0.14}Z`;
  };
  const half = t`M${cx} ${top}L${cx + w / 2} ${top + h * 0.14}V${top + h * 0.48}Q${cx + w / 2} ${top + h * 0.86} ${cx} ${top + h}Z`;
  return (
    d.shadow(cx, top + h + 10, w * 0.45, 16, 0.3) +
    d.defs(fill.def) +
    t`<path d="${outline(0)}" fill="${fill.url}"/><path d="${outline(18)}" fill="none" stroke="#e9c46a" stroke-width="6"/>` +
    t`<path d="${half}" fill="#000" opacity="0.12"/>` +
    d.leaf(cx - w * 0.2, top + h * 0.66, w * 0.55, -55, '#ffffff') +
    t`<path d="M${cx - w * 0.2} ${top + h * 0.66}q${-w * 0.04} ${h * 0.08} ${-w * 0.08} ${h * 0.12}" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/>`
  );
}

function certificate(): string {
  const paper = d.linear(['#fffdf6', '#f6ecd6'], 'v');
  let body = d.defs(paper.def) + `<rect width="480" height="560" rx="10" fill="${paper.url}"/>`;
  body +=
    '<rect x="18" y="18" width="444" height="524" rx="6" fill="none" stroke="#b8862b" stroke-width="4"/>';
  body +=
    '<rect x="28" y="28" width="424" height="504" rx="4" fill="none" stroke="#b8862b" stroke-width="1.5"/>';
  body += d.leaf(220, 92, 34, -120, '#3f7f3f') + d.leaf(260, 92, 34, -60, '#3f7f3f');
  body += d.text(240, 135, 'CERTIFICATE', 38, '#1f4a2a', { weight: 700, serif: true, spacing: 3 });
  body += d.text(240, 172, 'Organic & Lab Tested Quality', 20, '#8a6420', { serif: true, italic: true });
  [
    '100% Natural Ingredients',
    'Third-Party Lab Tested',
    'No Additives or Fillers',
    'Hygienically Packed',
  ].forEach((c, i) => {
    const y = 240 + i * 58;
    body += t`<circle cx="80" cy="${y - 7}" r="16" fill="#3f8a4a"/><path d="M72 ${y - 7}l6 6l11 -12" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += d.text(110, y, c, 22, '#3a3a2a', { anchor: 'start' });
  });
  body += '<path d="M60 490H200M280 490H420" stroke="#8a8070" stroke-width="1.5"/>';
  body += d.text(130, 512, 'Quality Lab', 14, '#8a8070') + d.text(350, 512, 'Date', 14, '#8a8070');
  return d.shadow(600, 720, 250, 20, 0.35) + d.g(360, 140, -3, body) + d.rosette(800, 600, 70);
}

const sparkle = (x: number, y: number): string =>
  t`<path d="M${x} ${y - 16}l5 11l11 5l-11 5l-5 11l-5 -11l-11 -5l11 -5Z" fill="#e0a93a"/>`;

const sections: DemoImage[] = [
  image(
    'home-vitalix',
    'Vitalix herbal supplement jar with fresh herbs, capsules and herbal powder',
    W,
    H,
    d.background(W, H, '#eef6e6', '#cfe4c0', '#b7d19e') +
      d.sprig(470, 560, 330, -70, HERB) +
      d.sprig(1010, 580, 320, -112, HERB_DARK) +
      d.sprig(900, 600, 240, -60, HERB) +
      jarAt(VITALIX, 740, 660, 330, 470) +
      d.mound(1000, 720, 130, 90, ['#9a8a46', '#6f6230']) +
      vitalixCaps([520, 700, 20, 590, 735, -35, 860, 730, 70, 460, 745, 60], 62) +
      d.leaf(90, 700, 120, -40, '#ffffff', 0.35) +
      d.leaf(140, 140, 90, 30, '#ffffff', 0.3),
  ),
  image(
    'home-quality',
    'Organic quality certificate with a gold seal, a laboratory flask and fresh leaves',
    W,
    H,
    d.background(W, H, '#f4f8ee', '#dbe9cf', '#c5d9b4') +
      d.sprig(80, 620, 300, -60, HERB) +
      certificate() +
      d.flask(980, 700, 300, '#6fbf6a') +
      d.leaf(1080, 720, 90, -150, HERB) +
      d.leaf(1070, 730, 70, -100, HERB_DARK),
  ),
  image(
    'home-pricing',
    'Three Vitalix jars on podiums, the middle one raised as the best value',
    W,
    H,
    d.background(W, H, '#f3f7ea', '#d8e8c6') +
      d.sprig(60, 720, 260, -60, HERB) +
      d.sprig(1140, 720, 260, -120, HERB_DARK) +
      d
        .chunk([330, 560, 200, 290, 600, 480, 240, 350, 870, 560, 200, 290], 4)
        .map(
          ([cx = 0, top = 0, w = 0, h = 0]) =>
            d.podium(cx, top, w + 70, 710 - top) + jarAt(VITALIX, cx, top + 6, w, h),
        )
        .join('') +
      `<path d="${d.starPath(600, 80, 34, 15, 5)}" fill="#e0a93a"/>`,
  ),
  image(
    'honey-strip',
    'Golden honey jar with a honey dipper dripping onto honeycomb, flowers and bees',
    W,
    H,
    d.background(W, H, '#fff4cc', '#f8cf5a', '#e9ad3a') +
      [80, 80, 166, 130, 80, 180, 1100, 560, 1020, 606]
        .map((v, i, a) =>
          i % 2
            ? ''
            : `<path d="${d.hexPath(v, a[i + 1] ?? 0, 48)}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4"/>`,
        )
        .join('') +
      d.stemFlower(250, 630, 170, 10, '#ffffff', '#f5b942', 8) +
      d.stemFlower(320, 630, 120, 20, '#f29bb5', '#f5b942') +
      jarAt(
        look(HONEY_GLASS, GOLD_LID, lab(L_HONEY, 'Pure Honey', 'Raw & Natural · 500 g'), '#b5432f'),
        500,
        660,
      ) +
      d.combPiece(880, 600, 170, 85, 21) +
      d.drip(916, 325, 540, 10) +
      d.dipper(1130, 130, 300, 142) +
      d.flower(700, 720, 30, '#ffffff', '#f5b942', 8) +
      d.bee(760, 250, 30) +
      d.bee(300, 180, 24, 15),
  ),
  image(
    'about-promise',
    'Green organic farm field with crop rows, trees and a farmhouse under a sunny sky',
    W,
    H,
    farm(),
  ),
  image(
    'about-quality',
    'Green shield with a leaf beside a laboratory flask, symbolising tested natural quality',
    W,
    H,
    d.background(W, H, '#f1f7ee', '#d6e8d0', '#bcd6b2') +
      d.sprig(120, 640, 280, -65, HERB) +
      d.sprig(1090, 640, 260, -115, HERB_DARK) +
      shield(620, 150, 340, 420) +
      d.flask(350, 690, 260, '#7cc46f') +
      '<circle cx="880" cy="560" r="70" fill="#fff" fill-opacity="0.5" stroke="#3a5a3a" stroke-width="14"/>' +
      '<path d="M930 610L1000 680" stroke="#3a5a3a" stroke-width="22" stroke-linecap="round"/>' +
      d.leaf(850, 585, 70, -50, HERB) +
      sparkle(480, 160) +
      sparkle(780, 180) +
      sparkle(820, 380),
  ),
];

// ---------------------------------------------------------------------------
// Avatars (200×200)
// ---------------------------------------------------------------------------

const AVATAR_ALT: Record<AvatarSpec['style'], string> = {
  hijab: 'Smiling woman wearing a teal hijab',
  beard: 'Smiling man with black hair and a beard',
  dupatta: 'Smiling woman with a pink dupatta',
  elder: 'Smiling older man with a white beard and a prayer cap',
  long: 'Smiling woman with long dark hair',
  short: 'Smiling young man with short hair',
};

const avatars = (
  [
    { style: 'hijab', bg: '#dff1e8', skin: '#c68a5e', hair: '#2a1a10', cloth: '#2f7d6d', wrap: '#2f7d6d' },
    { style: 'beard', bg: '#fdeed6', skin: '#e0ac7e', hair: '#1e1612', cloth: '#3f6fa8' },
    { style: 'dupatta', bg: '#fde4ea', skin: '#f1c9a5', hair: '#3a2318', cloth: '#f3e3c8', wrap: '#d9587a' },
    { style: 'elder', bg: '#e6ecfb', skin: '#a8724a', hair: '#eeeae4', cloth: '#e9e4d6' },
    { style: 'long', bg: '#fff2cf', skin: '#8d5a3b', hair: '#16100c', cloth: '#d9a13a' },
    { style: 'short', bg: '#e2f2fa', skin: '#d19a6c', hair: '#2a1c14', cloth: '#4f8a4a' },
  ] satisfies AvatarSpec[]
).map((spec, i) => image(`avatar-${i + 1}`, AVATAR_ALT[spec.style], 200, 200, d.avatar(spec)));

export const demoImages: DemoImage[] = [...products, ...gallery, ...sections, ...avatars];

// ---------------------------------------------------------------------------
// Logo (180×48, for white backgrounds)
// ---------------------------------------------------------------------------

const logoFill = d.linear(['#5fa85a', '#1f5a2c'], 'd');
export const logoSvg: string = d.svgDoc(
  180,
  48,
  d.defs(logoFill.def) +
    `<circle cx="24" cy="24" r="21" fill="${logoFill.url}"/>` +
    '<path d="M24 40V27" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>' +
    d.leaf(24, 31, 19, -40, '#ffffff') +
    d.leaf(24, 34, 15, -140, '#e9c46a') +
    d.text(53, 27, 'Vitalix', 24, '#1f4a2a', { weight: 700, serif: true, anchor: 'start' }) +
    d.text(54, 41, 'ORGANICS', 10, '#b8862b', { weight: 700, anchor: 'start', spacing: 3.4 }),
);
