// Demo illustrations for the seeded shop: one flat SVG per product, Vitalix gallery, page sections and
// testimonial avatars, plus the shop logo. They are rendered to raster files by the seed (sharp/librsvg).
// Drawing primitives live in demo-image-shapes.ts.
import {
  almond,
  apricot,
  avatar,
  background,
  bee,
  blobPath,
  bowlBack,
  bowlFront,
  capsule,
  combCells,
  crystal,
  cup,
  date,
  defs,
  dipper,
  drip,
  flower,
  g,
  hexPath,
  jar,
  leaf,
  linear,
  lump,
  mound,
  n,
  pile,
  pineNut,
  pompom,
  pouch,
  radial,
  rng,
  root,
  rootChunk,
  scatter,
  seed,
  shadow,
  softgel,
  spoon,
  sprig,
  svgDoc,
  tablet,
  text,
  uid,
  walnut,
  type AvatarSpec,
  type Item,
  type JarSpec,
  type LabelSpec,
} from './demo-image-shapes';

export interface DemoImage {
  key: string;
  width: number;
  height: number;
  alt: string;
  svg: string;
}

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

type Bg = [light: string, deep: string, floor: string];

const VITALIX_GLASS = ['#14280f', '#2f4f1f', '#7b6322', '#3c5a22', '#13250e'];
const AMBER_GLASS = ['#3a1a05', '#7a3d0c', '#c07a2a', '#7a3d0c', '#331604'];
const HONEY_GLASS = ['#a35a04', '#e8950f', '#ffd067', '#e8950f', '#98520a'];
const SIDR_GLASS = ['#5e2a02', '#b0600a', '#e89a2c', '#a8580a', '#552502'];
const ACACIA_GLASS = ['#c48a08', '#f0c22e', '#fde98f', '#efbf2c', '#bd8506'];
const GOLD_LID = ['#f7dc8a', '#d2a03a', '#94661a'];
const WHITE_LID = ['#ffffff', '#e9ece6', '#b9c0b5'];
const KRAFT = ['#a57548', '#d4ab7c', '#e7c79f', '#c89a68', '#9c6c40'];
const WHITE_POUCH = ['#c9d1c8', '#f1f4ef', '#ffffff', '#e6eae3', '#c2cbc1'];
const GREEN_POUCH = ['#234a29', '#3f7b45', '#57975a', '#3b7440', '#21452a'];

const L_GREEN = { bg: '#f8f3e3', fg: '#1f4a2a', accent: '#b8862b' };
const L_HONEY = { bg: '#fff8e6', fg: '#6b3a0a', accent: '#cf870f' };
const L_KRAFT = { bg: '#fffdf6', fg: '#4a2c14', accent: '#5d8a3a' };
const L_DARK = { bg: '#1e1b18', fg: '#eccb78', accent: '#c9a24a' };
const L_MAROON = { bg: '#5a1620', fg: '#f6d38a', accent: '#e0b45a' };

const lab = (palette: Omit<LabelSpec, 'title'>, title: string, sub: string): LabelSpec => ({ ...palette, title, sub });
const VITALIX_LABEL = lab(L_GREEN, 'VITALIX', 'Herbal Vitality Blend · 60 Caps');

// ---------------------------------------------------------------------------
// Scene helpers
// ---------------------------------------------------------------------------

const S = 800;

function image(key: string, alt: string, w: number, h: number, body: string): DemoImage {
  return { key, width: w, height: h, alt, svg: svgDoc(w, h, body) };
}

function product(key: string, alt: string, bg: Bg, ...parts: string[]): DemoImage {
  return image(key, alt, S, S, background(S, S, ...bg) + parts.join(''));
}

type JarAt = Omit<JarSpec, 'cx' | 'bottom' | 'w' | 'h'>;

function jarAt(cx: number, bottom: number, w: number, h: number, spec: JarAt): string {
  return shadow(cx, bottom, w * 0.6, w * 0.06, 0.4) + jar({ cx, bottom, w, h, ...spec });
}

const vitalixJar = (cx: number, bottom: number, w: number, h: number, extra: Partial<JarAt> = {}): string =>
  jarAt(cx, bottom, w, h, { glass: VITALIX_GLASS, lid: GOLD_LID, label: VITALIX_LABEL, ...extra });

/** Capsules at [x, y, rotation] positions. */
const capsules = (at: [number, number, number][], len: number, c1: string, c2: string): string =>
  at.map(([x, y, r]) => shadow(x, y + len * 0.2, len * 0.45, len * 0.08, 0.25) + capsule(x, y, len, r, c1, c2)).join('');

const softgels = (at: [number, number, number][], len: number): string =>
  at.map(([x, y, r]) => shadow(x, y + len * 0.25, len * 0.5, len * 0.08, 0.2) + softgel(x, y, len, r)).join('');

const FRONT_CAPS: [number, number, number][] = [
  [180, 700, 20],
  [255, 728, -35],
  [585, 712, 70],
  [650, 690, -10],
  [545, 745, 15],
];

interface PouchBowl {
  pouch: string[];
  label: LabelSpec;
  items: Item[];
  size: [number, number];
  count: number;
  seed: number;
  inner?: string;
  window?: string;
  extra?: string;
}

/** Stand-up pouch at the back right, wooden bowl heaped with the product at the front left. */
function pouchBowl(o: PouchBowl): string {
  const bowl = { cx: 300, cy: 590, rx: 190, inner: o.inner };
  return (
    shadow(520, 628, 170, 16, 0.35) +
    pouch({ cx: 520, bottom: 630, w: 290, h: 440, colors: o.pouch, label: o.label, window: o.window }) +
    bowlBack(bowl) +
    pile(300, 590, 175, 115, o.count, o.seed, o.items, o.size) +
    bowlFront(bowl) +
    (o.extra ?? '')
  );
}

/** Loose items lying on the floor at [x, y] positions. */
function loose(at: [number, number][], item: Item, s: number, seedNo: number): string {
  const r = rng(seedNo);
  return defs(item.def) + at.map(([x, y]) => shadow(x, y + s * 0.6, s * 0.8, s * 0.15, 0.25) + g(x, y, r() * 360, item.draw(s, r))).join('');
}

function honeycombPiece(cx: number, cy: number, rx: number, ry: number, seedNo: number): string {
  const id = uid('cp');
  return (
    shadow(cx, cy + ry * 0.9, rx, ry * 0.2, 0.3) +
    defs(`<clipPath id="${id}"><path d="${blobPath(rx, ry, 0.05, 3, seedNo)}" transform="translate(${n(cx)} ${n(cy)})"/></clipPath>`) +
    `<path d="${blobPath(rx, ry, 0.05, 3, seedNo)}" transform="translate(${n(cx)} ${n(cy + 10)})" fill="#b8740a"/>` +
    `<g clip-path="url(#${id})">${combCells(cx - rx, cy - ry, rx * 2, ry * 2, rx * 0.16, seedNo, 0.3)}</g>`
  );
}

function rosette(cx: number, cy: number, r: number): string {
  const gold = radial(['#ffe7a0', '#e0a93a', '#a8731a'], 0.4, 0.35, 0.7);
  let d = '';
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.88;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return (
    defs(gold.def) +
    `<path d="M${n(cx - r * 0.5)} ${n(cy)}l${n(-r * 0.3)} ${n(r * 1.5)}l${n(r * 0.3)} ${n(-r * 0.2)}l${n(r * 0.2)} ${n(r * 0.3)}l${n(r * 0.2)} ${n(-r * 1.4)}Z" fill="#2f6b3a"/>` +
    `<path d="M${n(cx + r * 0.5)} ${n(cy)}l${n(r * 0.3)} ${n(r * 1.5)}l${n(-r * 0.3)} ${n(-r * 0.2)}l${n(-r * 0.2)} ${n(r * 0.3)}l${n(-r * 0.2)} ${n(-r * 1.4)}Z" fill="#245530"/>` +
    `<path d="${d}Z" fill="${gold.url}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.68)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>` +
    `<path d="M${n(cx - r * 0.32)} ${n(cy)}l${n(r * 0.22)} ${n(r * 0.24)}l${n(r * 0.42)} ${n(-r * 0.46)}" stroke="#fff" stroke-width="${n(r * 0.14)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function flask(cx: number, bottom: number, s: number, liquid: string): string {
  const top = bottom - s;
  const nw = s * 0.09;
  const bw = s * 0.45;
  const shoulder = top + s * 0.36;
  const path = (yTop: number): string => {
    const t = Math.max(0, (yTop - shoulder) / (bottom - shoulder));
    const hw = yTop < shoulder ? nw : nw + (bw - nw) * t;
    return `M${n(cx - hw)} ${n(yTop)}L${n(cx - bw)} ${n(bottom - 12)}Q${n(cx - bw)} ${n(bottom)} ${n(cx - bw + 14)} ${n(bottom)}L${n(cx + bw - 14)} ${n(bottom)}Q${n(cx + bw)} ${n(bottom)} ${n(cx + bw)} ${n(bottom - 12)}L${n(cx + hw)} ${n(yTop)}Z`;
  };
  const glass = `M${n(cx - nw)} ${n(top)}L${n(cx - nw)} ${n(shoulder)}${path(shoulder).replace(/^M[^L]*/, '')}L${n(cx + nw)} ${n(top)}Z`;
  const liq = linear([liquid, '#1f5a2c'], 'v');
  const ly = bottom - s * 0.34;
  let out = shadow(cx, bottom, bw * 1.05, s * 0.04, 0.3) + defs(liq.def);
  out += `<path d="${path(ly)}" fill="${liq.url}"/><path d="${glass}" fill="#eaf6f8" fill-opacity="0.35" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>`;
  out += `<rect x="${n(cx - nw - 8)}" y="${n(top - 6)}" width="${n(nw * 2 + 16)}" height="14" rx="6" fill="#ffffff"/>`;
  out += `<path d="M${n(cx - bw * 0.5)} ${n(bottom - s * 0.28)}L${n(cx - nw * 0.6)} ${n(shoulder + s * 0.06)}" stroke="#fff" stroke-opacity="0.6" stroke-width="${n(s * 0.03)}" stroke-linecap="round"/>`;
  const r = rng(Math.round(s));
  for (let i = 0; i < 7; i++) {
    out += `<circle cx="${n(cx + (r() - 0.5) * bw)}" cy="${n(bottom - s * 0.05 - r() * s * 0.24)}" r="${n(3 + r() * 6)}" fill="#fff" opacity="0.45"/>`;
  }
  return out;
}

function podium(cx: number, top: number, w: number, h: number, color: string[]): string {
  const face = linear(color, 'h');
  return (
    shadow(cx, top + h, w * 0.55, 14, 0.3) +
    `${defs(face.def)}<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${face.url}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top + h)}" rx="${n(w / 2)}" ry="${n(w * 0.09)}" fill="${face.url}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(w * 0.09)}" fill="#ffffff" opacity="0.85"/>`
  );
}

function woodTable(w: number, h: number, y: number): string {
  const wood = linear(['#c08a55', '#9c6534'], 'v');
  let out = `${defs(wood.def)}<rect x="0" y="${n(y)}" width="${w}" height="${n(h - y)}" fill="${wood.url}"/>`;
  out += `<rect x="0" y="${n(y)}" width="${w}" height="6" fill="#fff" opacity="0.25"/>`;
  for (let i = 1; i < 4; i++) {
    out += `<path d="M0 ${n(y + ((h - y) * i) / 4)}H${w}" stroke="#5e3a1a" stroke-opacity="0.25" stroke-width="2"/>`;
  }
  const r = rng(42);
  for (let i = 0; i < 14; i++) {
    const yy = y + 10 + r() * (h - y - 20);
    const xx = r() * w;
    out += `<path d="M${n(xx)} ${n(yy)}q${n(40 + r() * 60)} ${n(-4)} ${n(120 + r() * 80)} 0" stroke="#5e3a1a" stroke-opacity="0.15" stroke-width="2" fill="none"/>`;
  }
  return out;
}

function bundleBadge(cx: number, cy: number, top: string, bottom: string): string {
  let d = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const rr = i % 2 === 0 ? 78 : 68;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return (
    `<path d="${d}Z" fill="#c0392b"/><circle cx="${cx}" cy="${cy}" r="58" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="4 4"/>` +
    text(cx, cy - 2, top, 30, '#fff', { weight: 700 }) +
    text(cx, cy + 24, bottom, 16, '#fff', { weight: 700, spacing: 2 })
  );
}

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

const HERB = '#4f8a3a';
const HERB_DARK = '#3a6d2c';

const products: DemoImage[] = [
  product(
    'vitalix',
    'Vitalix herbal supplement jar with a gold lid, surrounded by fresh herbs and capsules',
    ['#f3f7ea', '#d5e6c3', '#b9cf9f'],
    sprig(130, 520, 300, -70, HERB) + sprig(670, 560, 260, -115, HERB_DARK) + sprig(560, 600, 200, -60, HERB),
    vitalixJar(400, 650, 300, 430),
    capsules(FRONT_CAPS, 58, '#2f5a22', '#c9953a'),
  ),
  product(
    'moringa-capsules',
    'Jar of organic moringa capsules with moringa leaf sprigs',
    ['#f1f8ec', '#cfe8c2', '#a9cd92'],
    sprig(110, 560, 330, -62, '#6aa84f', { leaves: 7, leafLen: 34, paired: true }),
    sprig(690, 600, 300, -120, '#5b9a45', { leaves: 7, leafLen: 32, paired: true }),
    jarAt(400, 650, 290, 420, {
      glass: ['#10301a', '#2a6a38', '#55a05a', '#2a6a38', '#10301a'],
      lid: WHITE_LID,
      label: lab({ bg: '#ffffff', fg: '#235a2c', accent: '#4f9a4f' }, 'Moringa\nCapsules', '100% Leaf Powder · 90 Caps'),
    }),
    capsules(FRONT_CAPS, 56, '#6fae4f', '#3f7f34'),
  ),
  product(
    'ashwagandha-root-powder',
    'Amber jar of ashwagandha root powder with dried roots and a heap of powder',
    ['#faf3e6', '#ecd9bb', '#d6bb92'],
    sprig(140, 540, 260, -75, '#6f9a4a') + sprig(660, 560, 240, -110, '#6f9a4a'),
    jarAt(380, 640, 290, 410, { glass: AMBER_GLASS, lid: GOLD_LID, label: lab(L_KRAFT, 'Ashwagandha', 'Root Powder · 200 g') }),
    root(110, 700, 200, -12) + root(150, 740, 170, 8, '#b88c5e') + root(90, 760, 150, -4, '#96693f'),
    mound(610, 720, 130, 95, ['#e3c796', '#c4a06a']),
  ),
  product(
    'shilajit-resin',
    'Black glass jar of pure Himalayan shilajit resin with a wooden spoon of resin',
    ['#f3ece4', '#d8c7b3', '#b7a089'],
    `<path d="M0 600L140 420L230 500L360 330L480 470L590 380L800 560V600Z" fill="#8d7b6a" opacity="0.35"/><path d="M340 355L360 330L382 356L370 352L360 362L350 350Z" fill="#fff" opacity="0.6"/>`,
    jarAt(420, 650, 270, 320, {
      glass: ['#050505', '#1d1c1b', '#3b3836', '#1d1c1b', '#050505'],
      lid: GOLD_LID,
      label: lab(L_DARK, 'Shilajit', 'Pure Himalayan Resin · 20 g'),
    }),
    shadow(300, 735, 190, 14, 0.3) + spoon(130, 720, 300, -8, '#15110d', true),
    loose([[640, 720], [700, 690]], lump(['#5d5955', '#34302d', '#1b1917'], '#8a8580'), 26, 5),
  ),
  product(
    'spirulina-tablets',
    'Jar of spirulina tablets with dark green tablets scattered in front',
    ['#eef8f6', '#c6e6df', '#9fcfc3'],
    sprig(120, 560, 260, -70, '#2f8a6e') + sprig(680, 580, 230, -112, '#2f8a6e'),
    jarAt(400, 650, 290, 420, {
      glass: ['#0b2a26', '#1d5a50', '#2f8a78', '#1d5a50', '#0b2a26'],
      lid: WHITE_LID,
      label: lab({ bg: '#ffffff', fg: '#135246', accent: '#2f8a78' }, 'Spirulina', 'Tablets · 500 mg × 120'),
    }),
    [
      [190, 705],
      [250, 735],
      [600, 700],
      [655, 730],
      [560, 745],
      [150, 745],
    ]
      .map(([x, y]) => shadow(x ?? 0, (y ?? 0) + 8, 26, 5, 0.25) + tablet(x ?? 0, y ?? 0, 24, '#2c6b3f', '#173e24'))
      .join(''),
  ),
  product(
    'black-seed-oil-capsules',
    'Amber jar of black seed (kalonji) oil softgel capsules with nigella flowers and seeds',
    ['#fbf6ea', '#eee0c3', '#d9c49c'],
    flower(150, 470, 46, '#b9d3ef', '#5d7a3a', 5, 10) + flower(670, 500, 40, '#c9dcf2', '#5d7a3a', 5, 30) + sprig(620, 560, 200, -100, '#6e9a4a'),
    jarAt(400, 650, 290, 420, { glass: AMBER_GLASS, lid: GOLD_LID, label: lab(L_GREEN, 'Black Seed\nOil', 'Kalonji Softgels · 500 mg') }),
    softgels(
      [
        [190, 700, 25],
        [255, 735, -20],
        [600, 705, 60],
        [660, 735, -15],
      ],
      52,
    ),
    pile(560, 760, 70, 18, 90, 11, [seed(['#1a1716', '#2b2522', '#0e0c0b'])], [3, 4.5]),
  ),
  product(
    'sidr-honey',
    'Premium jar of golden Sidr honey with a honey dipper, sidr leaves and honeycomb',
    ['#fff7e3', '#f8ddaa', '#e6bb74'],
    sprig(110, 520, 280, -65, '#4b8a36', { leaves: 8, leafLen: 40, paired: true }),
    sprig(700, 540, 240, -115, '#4b8a36', { leaves: 6, leafLen: 38, paired: true }),
    jarAt(400, 650, 300, 430, { glass: SIDR_GLASS, lid: GOLD_LID, label: lab(L_MAROON, 'Sidr Honey', 'Pure Beri Honey · 500 g') }),
    honeycombPiece(170, 700, 95, 55, 3),
    shadow(590, 735, 140, 10, 0.3) + dipper(740, 745, 260, 185),
  ),
  product(
    'wildflower-raw-honey',
    'Raw wildflower honey jar with a gingham cloth cover surrounded by wild flowers',
    ['#fff6e8', '#f8e0c0', '#e8c597'],
    flower(130, 470, 44, '#e88aa8', '#f5c542', 6) + flower(690, 440, 40, '#b48ad8', '#f5c542', 5) + flower(120, 620, 34, '#ffffff', '#f5b942', 8),
    sprig(650, 600, 180, -100, HERB),
    jarAt(400, 650, 300, 420, { glass: HONEY_GLASS, lid: GOLD_LID, cloth: '#c0392b', label: lab(L_HONEY, 'Wildflower\nRaw Honey', 'Unprocessed · 500 g') }),
    flower(640, 715, 34, '#e88aa8', '#f5c542', 6, 20) + flower(200, 730, 30, '#b48ad8', '#f5c542', 5) + bee(660, 300, 26),
  ),
  product(
    'acacia-honey',
    'Light golden acacia honey jar with yellow acacia blossoms',
    ['#fffbe8', '#f8eab0', '#eed88a'],
    sprig(110, 560, 300, -65, '#7aa548', { leaves: 7, leafLen: 30, paired: true }),
    pompom(160, 420, 26, '#f5cf2a') + pompom(210, 380, 20, '#f5cf2a') + pompom(640, 430, 24, '#f5cf2a') + pompom(690, 480, 18, '#f5cf2a'),
    jarAt(400, 650, 300, 420, { glass: ACACIA_GLASS, lid: ['#a9cf6a', '#6b9a3a', '#44692a'], label: lab(L_KRAFT, 'Acacia Honey', 'Light & Mild · 500 g') }),
    pompom(610, 720, 22, '#f5cf2a') + pompom(650, 700, 18, '#f2c21a') + pompom(200, 725, 20, '#f2c21a'),
  ),
  (() => {
    const id = uid('cp');
    const frame = linear(['#c9935a', '#8e5a2b'], 'v');
    return product(
      'organic-honeycomb',
      'Raw organic honeycomb in a wooden frame on a board, dripping honey',
      ['#fff6df', '#f6d99a', '#e0b56a'],
      shadow(400, 660, 300, 22, 0.35),
      `${defs(frame.def, `<clipPath id="${id}"><rect x="190" y="220" width="420" height="380" rx="6"/></clipPath>`)}<rect x="160" y="640" width="480" height="40" rx="12" fill="#8e5a2b"/><rect x="150" y="620" width="500" height="34" rx="12" fill="#c9935a"/>`,
      `<rect x="166" y="196" width="468" height="428" rx="16" fill="${frame.url}"/><g clip-path="url(#${id})">${combCells(190, 220, 420, 380, 30, 9)}</g>`,
      drip(300, 600, 660, 12) + drip(470, 600, 640, 9),
      `<path d="M600 210l60 60" stroke="#6b4420" stroke-width="3"/>` + g(672, 300, 12, `<rect x="-60" y="-30" width="120" height="64" rx="10" fill="#fffaf0" stroke="#c9935a" stroke-width="3"/>${text(0, -4, 'Organic', 18, '#6b3a0a', { weight: 700, family: 'serif' })}${text(0, 20, 'Honeycomb', 17, '#6b3a0a', { weight: 700, family: 'serif' })}`),
      bee(130, 200, 24, 15) + bee(700, 520, 20, -20),
    );
  })(),
  product(
    'organic-chia-seeds',
    'Pouch of organic chia seeds with a wooden bowl full of chia seeds',
    ['#f5f6f1', '#dfe4d6', '#c5ccb8'],
    sprig(650, 300, 200, -40, HERB),
    pouchBowl({
      pouch: WHITE_POUCH,
      label: lab(L_GREEN, 'Chia Seeds', 'Organic · Omega-3 · 400 g'),
      items: [seed(['#2d2a28', '#4a4541', '#8a847c', '#1c1a19', '#b8b1a6'])],
      size: [3.5, 5],
      count: 900,
      seed: 4,
      window: '#4a4541',
    }),
  ),
  product(
    'himalayan-pink-salt',
    'Himalayan pink salt crystals in a bowl with a kraft pouch and a salt block',
    ['#fdf3f2', '#f5d9d8', '#e6bcbc'],
    pouchBowl({
      pouch: KRAFT,
      label: lab({ bg: '#fffafa', fg: '#7a2e3a', accent: '#d97a88' }, 'Himalayan\nPink Salt', 'Rock Salt · Coarse · 800 g'),
      items: [crystal(), crystal(['#ffffff', '#f7c3c9', '#e592a0'])],
      size: [11, 20],
      count: 150,
      seed: 5,
      inner: '#c9a0a0',
      extra:
        shadow(620, 745, 90, 10, 0.3) +
        `<rect x="540" y="670" width="160" height="70" rx="12" fill="#e79aa5"/><rect x="540" y="670" width="160" height="22" rx="10" fill="#f6c6cc"/>` +
        `<path d="M560 700q40 -10 60 10t70 -5M575 725q30 -8 55 3" stroke="#fff" stroke-opacity="0.6" stroke-width="3" fill="none"/>`,
    }),
  ),
  product(
    'organic-jaggery-gur',
    'Organic jaggery (gur) blocks in a bowl with a kraft pouch',
    ['#fbf2e4', '#efd5ae', '#dbb684'],
    sprig(640, 280, 220, -30, '#7a9a3a', { leaves: 4 }),
    pouchBowl({
      pouch: KRAFT,
      label: lab(L_KRAFT, 'Jaggery Gur', 'Pure Sugarcane · 1 kg'),
      items: [lump(['#d8944a', '#b06a24', '#7a4212']), lump(['#e2a45a', '#c07a30', '#8a4e18'])],
      size: [26, 36],
      count: 30,
      seed: 6,
    }),
  ),
  product(
    'kaghzi-almonds',
    'Bowl of kaghzi paper-shell almonds with a pouch of almonds',
    ['#fbf4ea', '#efdcc4', '#dcc09c'],
    pouchBowl({
      pouch: KRAFT,
      label: lab(L_KRAFT, 'Kaghzi\nAlmonds', 'Paper-Shell Badam · 500 g'),
      items: [almond(), almond(), almond(true)],
      size: [20, 26],
      count: 80,
      seed: 7,
      window: '#b8763a',
      extra: loose([[560, 720], [620, 745], [520, 760]], almond(), 22, 70),
    }),
  ),
  product(
    'ajwa-dates',
    'Bowl of soft dark Ajwa dates with a pouch of dates',
    ['#fbf1e8', '#ecd2bd', '#d7b295'],
    sprig(660, 300, 220, -35, '#6a8a3a', { leaves: 4 }),
    pouchBowl({
      pouch: ['#3a1a0e', '#6b3220', '#8a4a30', '#60301e', '#35180c'],
      label: lab(L_MAROON, 'Ajwa Dates', 'Madinah Premium · 500 g'),
      items: [date(), date(['#6a3018', '#3c160a', '#1c0803'])],
      size: [26, 32],
      count: 44,
      seed: 8,
      extra: loose([[570, 730], [630, 750]], date(), 28, 80),
    }),
  ),
  product(
    'walnut-kernels',
    'Wooden bowl of light walnut kernels with a pouch',
    ['#faf5ec', '#ece0c8', '#d8c7a5'],
    pouchBowl({
      pouch: KRAFT,
      label: lab(L_KRAFT, 'Walnut\nKernels', 'Akhrot Giri · 400 g'),
      items: [walnut()],
      size: [24, 30],
      count: 45,
      seed: 9,
      window: '#c48f52',
      extra: loose([[580, 730], [640, 748]], walnut(), 26, 90),
    }),
  ),
  product(
    'hunza-dried-apricots',
    'Bowl of sun-dried Hunza apricots with a pouch',
    ['#fff5e8', '#f8d9b4', '#eab887'],
    sprig(650, 280, 220, -35, '#6f9a3a', { leaves: 4 }),
    pouchBowl({
      pouch: KRAFT,
      label: lab(L_KRAFT, 'Hunza\nApricots', 'Sun-Dried Khubani · 500 g'),
      items: [apricot()],
      size: [24, 30],
      count: 42,
      seed: 10,
      window: '#de7f2b',
      extra: loose([[580, 730], [640, 752]], apricot(), 26, 100),
    }),
  ),
  product(
    'chilgoza-pine-nuts',
    'Bowl of chilgoza pine nuts in shell with a pouch',
    ['#f8f4ec', '#e6dccb', '#cfc0a6'],
    sprig(650, 280, 220, -35, '#3f6a3a', { leaves: 5, leafLen: 60 }),
    pouchBowl({
      pouch: GREEN_POUCH,
      label: lab(L_KRAFT, 'Chilgoza', 'Pine Nuts in Shell · 250 g'),
      items: [pineNut()],
      size: [14, 18],
      count: 130,
      seed: 11,
      extra: loose([[570, 728], [610, 748], [650, 730]], pineNut(), 16, 110),
    }),
  ),
  (() => {
    const box = linear(['#7a1f2b', '#5a1420'], 'v');
    const tray = linear(['#f3e3c4', '#e3c99c'], 'v');
    const cols = [110, 310, 510];
    const rows = [330, 505];
    const fills: [Item, [number, number], number][] = [
      [almond(), [20, 24], 20],
      [date(), [24, 28], 12],
      [walnut(), [24, 28], 12],
      [apricot(), [24, 28], 12],
      [pineNut(), [14, 17], 30],
      [almond(true), [20, 24], 20],
    ];
    let cells = '';
    fills.forEach(([item, size, count], i) => {
      const x = cols[i % 3] ?? 0;
      const y = rows[Math.floor(i / 3)] ?? 0;
      cells += `<rect x="${x}" y="${y}" width="180" height="160" rx="10" fill="${tray.url}"/><rect x="${x}" y="${y}" width="180" height="12" rx="6" fill="#000" opacity="0.08"/>`;
      cells += scatter(x + 6, y + 8, 168, 146, count, 20 + i, [item], size);
    });
    return product(
      'premium-dry-fruit-box',
      'Open premium gift box with compartments of almonds, dates, walnuts, apricots and pine nuts',
      ['#fbf3e6', '#f0dcc0', '#dcc09a'],
      defs(box.def, tray.def),
      shadow(400, 200, 330, 20, 0.3) +
        `<rect x="90" y="70" width="620" height="150" rx="18" fill="${box.url}"/><rect x="104" y="84" width="592" height="122" rx="12" fill="none" stroke="#e0b45a" stroke-width="3"/>`,
      text(400, 138, 'PREMIUM', 40, '#f6d38a', { weight: 700, family: 'serif', spacing: 6 }) +
        text(400, 180, 'Dry Fruit Box', 26, '#f6d38a', { family: 'serif', italic: true }),
      shadow(400, 720, 350, 24, 0.4) +
        `<rect x="80" y="300" width="640" height="420" rx="22" fill="${box.url}"/><rect x="80" y="690" width="640" height="30" rx="12" fill="#000" opacity="0.2"/>` +
        `<rect x="96" y="316" width="608" height="362" rx="14" fill="#3a0c14"/>`,
      cells,
      leaf(700, 300, 80, -40, HERB) + leaf(690, 320, 60, 10, HERB_DARK),
    );
  })(),
  product(
    'triphala-powder',
    'Kraft pouch of triphala powder with a heap of powder and amla, harad and bahera fruits',
    ['#f7f4e6', '#e4dcb8', '#ccc08f'],
    sprig(120, 300, 200, -40, '#6f9a3a', { leaves: 4 }),
    shadow(360, 628, 170, 16, 0.35) +
      pouch({ cx: 360, bottom: 630, w: 290, h: 440, colors: KRAFT, label: lab(L_GREEN, 'Triphala', 'Amla · Harad · Bahera · 200 g') }),
    mound(610, 720, 140, 100, ['#b29560', '#7d6438']),
    shadow(150, 735, 60, 8, 0.3) +
      `<circle cx="130" cy="705" r="34" fill="#b5cf6a"/><path d="M130 672v66M108 680q-8 25 0 50M152 680q8 25 0 50" stroke="#7e9a3a" stroke-width="2" fill="none"/><circle cx="120" cy="694" r="8" fill="#fff" opacity="0.35"/>` +
      `<ellipse cx="225" cy="725" rx="26" ry="34" fill="#c99a3a" transform="rotate(-25 225 725)"/><ellipse cx="218" cy="712" rx="7" ry="10" fill="#fff" opacity="0.3"/>` +
      `<circle cx="300" cy="740" r="24" fill="#8a5a30"/><circle cx="293" cy="732" r="6" fill="#fff" opacity="0.3"/>`,
  ),
  product(
    'herbal-digestive-tea',
    'Green pouch of herbal digestive tea with a steaming cup and fresh mint',
    ['#eef7ec', '#cfe6cb', '#aacfa2'],
    sprig(640, 330, 180, -70, '#4f9a4a', { leaves: 5 }),
    shadow(330, 628, 160, 16, 0.35) +
      pouch({ cx: 320, bottom: 630, w: 270, h: 430, colors: GREEN_POUCH, label: lab(L_GREEN, 'Digestive\nHerbal Tea', 'Mint · Fennel · Ginger · 20 bags') }),
    cup(590, 690, 200, '#ffffff', '#b07a2a'),
    sprig(90, 740, 160, -15, '#4f9a4a', { leaves: 4 }),
    pile(440, 760, 70, 16, 60, 12, [seed(['#9aa84a', '#7d8a38', '#b5b870'])], [4, 6]),
  ),
  product(
    'isabgol-psyllium-husk',
    'Pouch of isabgol psyllium husk with a bowl of husk and a glass of water',
    ['#f4f7f8', '#dce6ea', '#c0cfd6'],
    shadow(530, 628, 160, 16, 0.35) +
      pouch({ cx: 520, bottom: 630, w: 270, h: 430, colors: WHITE_POUCH, label: lab(L_GREEN, 'Isabgol', 'Psyllium Husk · Fibre · 200 g'), window: '#e9dcc0' }),
    shadow(180, 640, 80, 10, 0.3) +
      `<path d="M110 340L250 340L236 640Q234 652 222 652L138 652Q126 652 124 640Z" fill="#dff1fa" fill-opacity="0.6" stroke="#ffffff" stroke-width="5"/>` +
      `<path d="M116 420L244 420L236 640Q234 648 222 648L138 648Q126 648 124 640Z" fill="#cfe6ee"/><path d="M130 380L140 620" stroke="#fff" stroke-width="8" stroke-opacity="0.7" stroke-linecap="round"/>` +
      pile(180, 600, 40, 120, 50, 13, [seed(['#efe4cc', '#e0d2b0'])], [3, 4]),
    bowlBack({ cx: 330, cy: 680, rx: 120, colors: ['#dfe6e6', '#ffffff', '#ffffff', '#dfe6e6', '#c0caca'], inner: '#c9c1ae' }) +
      pile(330, 680, 110, 60, 260, 14, [seed(['#f4ead2', '#e8dab8', '#d9c79e', '#fffaf0'])], [5, 8]) +
      bowlFront({ cx: 330, cy: 680, rx: 120, colors: ['#c7d0d0', '#f5f8f8', '#ffffff', '#e8eeee', '#b9c4c4'] }),
  ),
  product(
    'qust-e-hindi-costus-root',
    'Jar of Qust-e-Hindi (costus root) with a bowl of cut root pieces',
    ['#f8f1e8', '#e6d3bb', '#cfb594'],
    sprig(680, 300, 200, -60, '#6a8a3a', { leaves: 4 }),
    jarAt(500, 630, 270, 400, { glass: AMBER_GLASS, lid: GOLD_LID, label: lab(L_KRAFT, 'Qust-e-Hindi', 'Costus Root · 100 g') }),
    bowlBack({ cx: 240, cy: 640, rx: 160 }) +
      pile(240, 640, 150, 80, 34, 15, [rootChunk(), rootChunk('#6a4426', '#cfa877')], [20, 28]) +
      bowlFront({ cx: 240, cy: 640, rx: 160 }),
    root(560, 720, 160, -8, '#8a6242') + root(600, 750, 140, 6, '#7a5233'),
  ),
];

// ---------------------------------------------------------------------------
// Vitalix gallery
// ---------------------------------------------------------------------------

const lid = linear(GOLD_LID, 'v');
const gallery: DemoImage[] = [
  product(
    'vitalix-2',
    'Open Vitalix jar full of capsules with the lid beside it and a spoon of herbal powder',
    ['#f6f3e6', '#e3dcc0', '#cdc29c'],
    sprig(100, 520, 260, -70, HERB) + sprig(720, 560, 220, -115, HERB_DARK),
    vitalixJar(330, 650, 290, 410, { open: '#6a4a1a' }),
    capsules(
      [
        [270, 318, 30],
        [330, 306, -20],
        [385, 318, 70],
        [300, 326, -60],
      ],
      54,
      '#2f5a22',
      '#c9953a',
    ),
    shadow(610, 650, 130, 14, 0.35) +
      `${defs(lid.def)}<rect x="505" y="585" width="210" height="62" rx="10" fill="${lid.url}"/><ellipse cx="610" cy="585" rx="105" ry="18" fill="#f7dc8a"/><ellipse cx="610" cy="587" rx="90" ry="12" fill="#94661a" opacity="0.5"/>`,
    capsules(
      [
        [540, 720, 10],
        [610, 740, -40],
        [680, 705, 80],
        [470, 745, 60],
      ],
      54,
      '#2f5a22',
      '#c9953a',
    ),
    shadow(190, 735, 130, 10, 0.3) + spoon(40, 740, 260, -6, '#8a7a3a'),
  ),
  product(
    'vitalix-3',
    'Bundle of three Vitalix jars with gold lids',
    ['#f3f7ea', '#d5e6c3', '#b9cf9f'],
    sprig(70, 540, 260, -65, HERB) + sprig(760, 560, 240, -115, HERB_DARK),
    vitalixJar(245, 600, 250, 360) + vitalixJar(555, 600, 250, 360),
    vitalixJar(400, 690, 290, 410),
    bundleBadge(660, 170, '3×', 'BUNDLE'),
    capsules(
      [
        [120, 720, 20],
        [680, 730, -30],
        [730, 700, 60],
      ],
      54,
      '#2f5a22',
      '#c9953a',
    ),
  ),
  image(
    'vitalix-lifestyle',
    'Vitalix jar on a wooden kitchen table with a cup of herbal tea and fresh herbs',
    S,
    S,
    background(S, S, '#f7efe2', '#e6d3b8') +
      `<path d="M470 0H760L640 560H350Z" fill="#fff" opacity="0.3"/><path d="M560 0H600L480 560H440Z" fill="#e6d3b8" opacity="0.5"/>` +
      woodTable(S, S, 560) +
      shadow(640, 560, 90, 10, 0.3) +
      `<path d="M580 480H700L684 565H596Z" fill="#c8674a"/><rect x="570" y="470" width="140" height="22" rx="6" fill="#d97a5a"/>` +
      sprig(640, 475, 170, -80, HERB, { leaves: 6 }) +
      sprig(630, 475, 150, -115, HERB_DARK, { leaves: 5 }) +
      sprig(650, 475, 150, -55, HERB, { leaves: 5 }) +
      vitalixJar(330, 690, 270, 390) +
      cup(610, 700, 170, '#f4efe6', '#b07a2a') +
      sprig(90, 760, 180, -10, HERB, { leaves: 5 }) +
      capsules(
        [
          [500, 740, 20],
          [545, 760, -30],
        ],
        48,
        '#2f5a22',
        '#c9953a',
      ),
  ),
];

// ---------------------------------------------------------------------------
// Section images (1200×800)
// ---------------------------------------------------------------------------

const W = 1200;
const H = 800;

function farm(): string {
  const sky = linear(['#aedcf0', '#f3f8e6'], 'v');
  const field = linear(['#8cc063', '#5f9a42'], 'v');
  const sun = radial(['#fff3b0', '#ffd24a', '#ffd24a'], 0.5, 0.5, 0.5, [1, 1, 0]);
  let out = defs(sky.def, field.def, sun.def) + `<rect width="${W}" height="${H}" fill="${sky.url}"/>`;
  out += `<circle cx="930" cy="170" r="150" fill="${sun.url}" opacity="0.6"/><circle cx="930" cy="170" r="62" fill="#ffd24a"/>`;
  for (const [x, y, s] of [
    [240, 140, 1],
    [620, 90, 0.8],
  ] as const) {
    out += g(x, y, 0, `<circle cx="0" cy="0" r="36" fill="#fff"/><circle cx="40" cy="-14" r="46" fill="#fff"/><circle cx="88" cy="2" r="34" fill="#fff"/><rect x="0" y="0" width="90" height="34" fill="#fff"/>`, s);
  }
  out += `<path d="M0 430Q200 330 420 400T820 370T1200 390V520H0Z" fill="#a9cf8e"/>`;
  out += `<path d="M0 470Q260 400 520 450T1000 430T1200 440V560H0Z" fill="#88bb6c"/>`;
  // farmhouse
  out += `<rect x="820" y="390" width="110" height="70" fill="#f4ead8"/><path d="M805 395L875 345L945 395Z" fill="#b5523a"/><rect x="862" y="420" width="26" height="40" fill="#8a5a3a"/><rect x="832" y="405" width="20" height="18" fill="#9fd0e6"/>`;
  // field rows converging on a vanishing point
  out += `<rect x="0" y="480" width="${W}" height="320" fill="${field.url}"/>`;
  const vx = 600;
  const vy = 470;
  for (let i = -12; i <= 12; i++) {
    const x1 = vx + i * 120;
    const x2 = vx + (i + 0.5) * 120;
    out += `<path d="M${n(vx + i * 14)} 480L${n(x1)} ${H}L${n(x2)} ${H}L${n(vx + (i + 0.5) * 14)} 480Z" fill="#4f8a36" opacity="0.45"/>`;
  }
  out += `<path d="M0 480Q600 ${vy} ${W} 480" stroke="#fff" stroke-opacity="0.3" stroke-width="3" fill="none"/>`;
  const r = rng(31);
  for (let i = 0; i < 70; i++) {
    const t = 0.15 + r() * 0.85;
    const lane = Math.round((r() - 0.5) * 16) + 0.25;
    const x = vx + lane * (14 + (120 - 14) * t);
    const y = 480 + 320 * t;
    const s = 6 + 16 * t;
    out += `<path d="M${n(x)} ${n(y)}q${n(-s)} ${n(-s * 0.6)} ${n(-s * 1.1)} ${n(-s * 1.3)}q${n(s * 0.8)} ${n(s * 0.2)} ${n(s * 1.1)} ${n(s * 1.3)}q${n(s * 0.3)} ${n(-s * 1)} ${n(s * 1.2)} ${n(-s * 1.4)}q${n(-s * 0.1)} ${n(s * 0.9)} ${n(-s * 1.2)} ${n(s * 1.4)}Z" fill="#3e7a2a"/>`;
  }
  // trees
  for (const [x, y, s] of [
    [130, 470, 1.1],
    [260, 455, 0.8],
    [1080, 470, 1],
  ] as const) {
    out += g(x, y, 0, `<rect x="-8" y="-20" width="16" height="60" fill="#7a5233"/><circle cx="0" cy="-60" r="52" fill="#4f8f3a"/><circle cx="-30" cy="-35" r="34" fill="#5fa046"/><circle cx="30" cy="-40" r="36" fill="#468434"/><circle cx="-14" cy="-78" r="20" fill="#fff" opacity="0.15"/>`, s);
  }
  return out + sprig(40, 800, 260, -55, '#3c7a2a', { leaves: 6 }) + sprig(1180, 800, 240, -125, '#3c7a2a', { leaves: 6 });
}

function shield(cx: number, top: number, w: number, h: number): string {
  const fill = linear(['#4f9a4f', '#1f5a2c'], 'v');
  const d = (inset: number): string => {
    const l = cx - w / 2 + inset;
    const r = cx + w / 2 - inset;
    const t = top + inset;
    const b = top + h - inset * 1.2;
    return `M${n(cx)} ${n(t)}L${n(r)} ${n(t + h * 0.14)}V${n(t + h * 0.48)}Q${n(r)} ${n(b - h * 0.14)} ${n(cx)} ${n(b)}Q${n(l)} ${n(b - h * 0.14)} ${n(l)} ${n(t + h * 0.48)}V${n(t + h * 0.14)}Z`;
  };
  return (
    shadow(cx, top + h + 10, w * 0.45, 16, 0.3) +
    `${defs(fill.def)}<path d="${d(0)}" fill="${fill.url}"/><path d="${d(18)}" fill="none" stroke="#e9c46a" stroke-width="6"/>` +
    `<path d="M${n(cx)} ${n(top)}L${n(cx + w / 2)} ${n(top + h * 0.14)}V${n(top + h * 0.48)}Q${n(cx + w / 2)} ${n(top + h * 0.86)} ${n(cx)} ${n(top + h)}Z" fill="#000" opacity="0.12"/>` +
    leaf(cx - w * 0.2, top + h * 0.66, w * 0.55, -55, '#ffffff') +
    `<path d="M${n(cx - w * 0.2)} ${n(top + h * 0.66)}q${n(-w * 0.04)} ${n(h * 0.08)} ${n(-w * 0.08)} ${n(h * 0.12)}" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/>`
  );
}

function certificate(): string {
  const paper = linear(['#fffdf6', '#f6ecd6'], 'v');
  let body = `${defs(paper.def)}<rect x="0" y="0" width="480" height="560" rx="10" fill="${paper.url}"/>`;
  body += `<rect x="18" y="18" width="444" height="524" rx="6" fill="none" stroke="#b8862b" stroke-width="4"/><rect x="28" y="28" width="424" height="504" rx="4" fill="none" stroke="#b8862b" stroke-width="1.5"/>`;
  body += leaf(220, 92, 34, -120, '#3f7f3f') + leaf(260, 92, 34, -60, '#3f7f3f');
  body += text(240, 135, 'CERTIFICATE', 38, '#1f4a2a', { weight: 700, family: 'serif', spacing: 3 });
  body += text(240, 172, 'Organic & Lab Tested Quality', 20, '#8a6420', { family: 'serif', italic: true });
  const checks = ['100% Natural Ingredients', 'Third-Party Lab Tested', 'No Additives or Fillers', 'Hygienically Packed'];
  checks.forEach((c, i) => {
    const y = 240 + i * 58;
    body += `<circle cx="80" cy="${y - 7}" r="16" fill="#3f8a4a"/><path d="M72 ${y - 7}l6 6l11 -12" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += text(110, y, c, 22, '#3a3a2a', { anchor: 'start' });
  });
  body += `<path d="M60 490H200M280 490H420" stroke="#8a8070" stroke-width="1.5"/>`;
  body += text(130, 512, 'Quality Lab', 14, '#8a8070') + text(350, 512, 'Date', 14, '#8a8070');
  return shadow(600, 720, 250, 20, 0.35) + g(360, 140, -3, body) + rosette(800, 600, 70);
}

const sections: DemoImage[] = [
  image(
    'home-vitalix',
    'Vitalix herbal supplement jar with fresh herbs, capsules and herbal powder',
    W,
    H,
    background(W, H, '#eef6e6', '#cfe4c0', '#b7d19e') +
      sprig(470, 560, 330, -70, HERB) +
      sprig(1010, 580, 320, -112, HERB_DARK) +
      sprig(900, 600, 240, -60, HERB) +
      vitalixJar(740, 660, 330, 470) +
      mound(1000, 720, 130, 90, ['#9a8a46', '#6f6230']) +
      capsules(
        [
          [520, 700, 20],
          [590, 735, -35],
          [860, 730, 70],
          [460, 745, 60],
        ],
        62,
        '#2f5a22',
        '#c9953a',
      ) +
      leaf(90, 700, 120, -40, '#ffffff', 0.35) +
      leaf(140, 140, 90, 30, '#ffffff', 0.3),
  ),
  image(
    'home-quality',
    'Organic quality certificate with a gold seal, a laboratory flask and fresh leaves',
    W,
    H,
    background(W, H, '#f4f8ee', '#dbe9cf', '#c5d9b4') +
      sprig(80, 620, 300, -60, HERB) +
      certificate() +
      flask(980, 700, 300, '#6fbf6a') +
      leaf(1080, 720, 90, -150, HERB) +
      leaf(1070, 730, 70, -100, HERB_DARK),
  ),
  (() => {
    const jars = [
      [330, 560, 150, 200, 290],
      [600, 480, 150, 240, 350],
      [870, 560, 150, 200, 290],
    ] as const;
    let body = background(W, H, '#f3f7ea', '#d8e8c6') + sprig(60, 720, 260, -60, HERB) + sprig(1140, 720, 260, -120, HERB_DARK);
    for (const [cx, top, ph, w, h] of jars) {
      body += podium(cx, top, w + 70, ph + (560 - top), ['#e9efe0', '#ffffff', '#dfe8d3', '#c6d4b5']);
      body += vitalixJar(cx, top + 6, w, h);
    }
    body += `<path d="M600 100l12 26l28 3l-21 19l6 28l-25 -14l-25 14l6 -28l-21 -19l28 -3Z" fill="#e0a93a"/>`;
    return image('home-pricing', 'Three Vitalix jars on podiums, the middle one raised as the best value', W, H, body);
  })(),
  image(
    'honey-strip',
    'Golden honey jar with a honey dipper dripping onto honeycomb, flowers and bees',
    W,
    H,
    background(W, H, '#fff4cc', '#f8cf5a', '#e9ad3a') +
      [hexPath(80, 80, 50), hexPath(166, 130, 50), hexPath(80, 180, 50), hexPath(1100, 560, 46), hexPath(1020, 606, 46)]
        .map((d) => `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4"/>`)
        .join('') +
      flower(250, 500, 44, '#ffffff', '#f5b942', 8) +
      flower(330, 560, 34, '#f29bb5', '#f5b942', 6) +
      sprig(300, 600, 200, -120, HERB) +
      jarAt(500, 660, 300, 420, { glass: HONEY_GLASS, lid: GOLD_LID, cloth: '#d4862a', label: lab(L_HONEY, 'Pure Honey', 'Raw & Natural · 500 g') }) +
      honeycombPiece(880, 600, 170, 85, 21) +
      drip(916, 325, 540, 10) +
      dipper(1130, 130, 300, 142) +
      flower(700, 720, 30, '#ffffff', '#f5b942', 8) +
      bee(760, 250, 30) +
      bee(300, 180, 24, 15),
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
    background(W, H, '#f1f7ee', '#d6e8d0', '#bcd6b2') +
      sprig(120, 640, 280, -65, HERB) +
      sprig(1090, 640, 260, -115, HERB_DARK) +
      shield(620, 150, 340, 420) +
      flask(350, 690, 260, '#7cc46f') +
      `<g><circle cx="880" cy="560" r="70" fill="#fff" fill-opacity="0.5" stroke="#3a5a3a" stroke-width="14"/><path d="M930 610L1000 680" stroke="#3a5a3a" stroke-width="22" stroke-linecap="round"/>${leaf(850, 585, 70, -50, HERB)}</g>` +
      [
        [480, 160],
        [780, 180],
        [820, 380],
      ]
        .map(([x, y]) => `<path d="M${x} ${(y ?? 0) - 16}l5 11l11 5l-11 5l-5 11l-5 -11l-11 -5l11 -5Z" fill="#e0a93a"/>`)
        .join(''),
  ),
];

// ---------------------------------------------------------------------------
// Avatars (200×200)
// ---------------------------------------------------------------------------

const avatarSpecs: [string, AvatarSpec][] = [
  ['Smiling woman wearing a teal hijab', { bg: '#dff1e8', skin: '#c68a5e', hair: '#2a1a10', cloth: '#2f7d6d', style: 'hijab', wrap: '#2f7d6d' }],
  ['Smiling man with black hair and a beard', { bg: '#fdeed6', skin: '#e0ac7e', hair: '#1e1612', cloth: '#3f6fa8', style: 'beard' }],
  ['Smiling woman with a pink dupatta', { bg: '#fde4ea', skin: '#f1c9a5', hair: '#3a2318', cloth: '#f3e3c8', style: 'dupatta', wrap: '#d9587a' }],
  ['Smiling older man with a white beard and a prayer cap', { bg: '#e6ecfb', skin: '#a8724a', hair: '#eeeae4', cloth: '#e9e4d6', style: 'elder', wrap: '#ffffff' }],
  ['Smiling woman with long dark hair', { bg: '#fff2cf', skin: '#8d5a3b', hair: '#16100c', cloth: '#d9a13a', style: 'long' }],
  ['Smiling young man with short hair', { bg: '#e2f2fa', skin: '#d19a6c', hair: '#2a1c14', cloth: '#4f8a4a', style: 'short' }],
];

const avatars: DemoImage[] = avatarSpecs.map(([alt, spec], i) => image(`avatar-${i + 1}`, alt, 200, 200, avatar(spec)));

export const demoImages: DemoImage[] = [...products, ...gallery, ...sections, ...avatars];

// ---------------------------------------------------------------------------
// Logo (180×48, for white backgrounds)
// ---------------------------------------------------------------------------

const logoFill = linear(['#5fa85a', '#1f5a2c'], 'd');
export const logoSvg: string =
  `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">` +
  defs(logoFill.def) +
  `<circle cx="24" cy="24" r="21" fill="${logoFill.url}"/>` +
  leaf(14, 33, 24, -50, '#ffffff') +
  leaf(20, 34, 16, -100, '#e9c46a') +
  `<path d="M14 33q-2 4 -5 6" stroke="#fff" stroke-width="2" stroke-linecap="round" fill="none"/>` +
  text(53, 27, 'Vitalix', 24, '#1f4a2a', { weight: 700, family: 'serif', anchor: 'start' }) +
  text(54, 41, 'ORGANICS', 10, '#b8862b', { weight: 700, anchor: 'start', spacing: 3.4 }) +
  `</svg>`;
