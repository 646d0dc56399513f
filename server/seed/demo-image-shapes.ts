// Drawing helpers for the demo catalogue illustrations (see demo-images.ts).
// Every helper returns a self-contained SVG fragment (with its own <defs>), so fragments are simply
// concatenated. Ids are unique across all images, so several SVGs could even be inlined into one page.
// Text only uses generic font families: the renderer (sharp/librsvg) only has the system fonts.

type N = number;

let seq = 0;
export function uid(prefix = 'd'): string {
  seq += 1;
  return `vx-${prefix}${seq}`;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Template tag for SVG markup: numbers are rounded to one decimal, strings are inserted as they are. */
export function t(strings: TemplateStringsArray, ...values: (string | N)[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += (typeof v === 'number' ? String(Math.round(v * 10) / 10) : v) + (strings[i + 1] ?? '');
  });
  return out;
}

/** Small deterministic PRNG (mulberry32), so the drawings are identical on every run. */
export function rng(seed: N): () => N {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], r: N): T {
  const item = items[Math.min(items.length - 1, Math.floor(r * items.length))];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** Splits a flat number list into tuples of `size` (compact position tables). */
export function chunk(values: readonly N[], size: N): N[][] {
  const out: N[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

export interface Paint {
  def: string;
  url: string;
}

function stops(colors: readonly string[], opacity?: readonly N[]): string {
  return colors
    .map((c, i) => {
      const op = opacity?.[i] === undefined ? '' : ` stop-opacity="${opacity[i]}"`;
      return `<stop offset="${(i / Math.max(1, colors.length - 1)).toFixed(3)}" stop-color="${c}"${op}/>`;
    })
    .join('');
}

const DIRS = { v: '0 0 0 1', h: '0 0 1 0', d: '0 0 1 1' } as const;

export function linear(colors: readonly string[], dir: keyof typeof DIRS = 'v', opacity?: N[]): Paint {
  const id = uid('lg');
  const [x1, y1, x2, y2] = DIRS[dir].split(' ');
  const def = `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(colors, opacity)}</linearGradient>`;
  return { def, url: `url(#${id})` };
}

export function radial(colors: readonly string[], cx = 0.5, cy = 0.5, r = 0.5, opacity?: N[]): Paint {
  const id = uid('rg');
  const def = `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(colors, opacity)}</radialGradient>`;
  return { def, url: `url(#${id})` };
}

export const defs = (...items: string[]): string => `<defs>${items.join('')}</defs>`;

export function svgDoc(w: N, h: N, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export const g = (x: N, y: N, rot: N, body: string, scale = 1): string =>
  t`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${scale})">${body}</g>`;

export interface TextOpts {
  weight?: N;
  serif?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: N;
  opacity?: N;
  italic?: boolean;
}

export function text(x: N, y: N, content: string, size: N, fill: string, o: TextOpts = {}): string {
  const family = o.serif ? 'serif' : 'sans-serif';
  const extra = `${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}${o.italic ? ' font-style="italic"' : ''}`;
  return (
    t`<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${o.weight ?? 400}" ` +
    t`fill="${fill}" opacity="${o.opacity ?? 1}" text-anchor="${o.anchor ?? 'middle'}"${extra}>${esc(content)}</text>`
  );
}

/** Font size that fits `content` into `width` (rough average glyph width `factor` em), capped at `max`. */
export const fit = (content: string, width: N, max: N, factor = 0.62): N =>
  Math.min(max, width / Math.max(1, content.length * factor));

/** Star / rosette / zigzag outline with alternating radii. */
export function starPath(cx: N, cy: N, r1: N, r2: N, points: N, rot = -Math.PI / 2): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const a = rot + (i / (points * 2)) * Math.PI * 2;
    const r = i % 2 === 0 ? r1 : r2;
    d += t`${i === 0 ? 'M' : 'L'}${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}`;
  }
  return `${d}Z`;
}

/** Wobbly closed outline around the origin. */
export function blobPath(rx: N, ry: N, amp: N, freq: N, phase: N, pts = 40): string {
  let d = '';
  for (let i = 0; i < pts; i++) {
    const a = (i / pts) * Math.PI * 2;
    const k = 1 + amp * Math.sin(freq * a + phase);
    d += t`${i === 0 ? 'M' : 'L'}${Math.cos(a) * rx * k} ${Math.sin(a) * ry * k}`;
  }
  return `${d}Z`;
}

export function hexPath(cx: N, cy: N, r: N): string {
  return starPath(cx, cy, r, r, 3, Math.PI / 6);
}

// ---------------------------------------------------------------------------
// Backgrounds, shadows, botanicals
// ---------------------------------------------------------------------------

/** Soft gradient backdrop with a glow behind the subject, faint leaves and an optional table/floor band. */
export function background(w: N, h: N, light: string, deep: string, floor?: string): string {
  const bg = linear([light, deep], 'd');
  const glow = radial(['#ffffff', '#ffffff'], 0.5, 0.5, 0.5, [0.6, 0]);
  const m = Math.min(w, h);
  let out =
    defs(bg.def, glow.def) +
    t`<rect width="${w}" height="${h}" fill="${bg.url}"/><circle cx="${w / 2}" cy="${h * 0.42}" r="${m / 2}" fill="${glow.url}"/>` +
    t`<circle cx="${w * 0.9}" cy="${h * 0.1}" r="${m * 0.2}" fill="#fff" opacity="0.25"/>` +
    t`<circle cx="${w * 0.06}" cy="${h * 0.3}" r="${m * 0.09}" fill="#fff" opacity="0.22"/>` +
    leaf(w * 0.04, h * 0.1, m * 0.16, 25, '#ffffff', 0.28) +
    leaf(w * 0.96, h * 0.55, m * 0.13, 200, '#ffffff', 0.22);
  if (floor) {
    const fy = h * 0.74;
    const fl = linear([floor, floor], 'v', [0.55, 0.95]);
    out += defs(fl.def) + t`<rect y="${fy}" width="${w}" height="${h - fy}" fill="${fl.url}"/>`;
    out += t`<rect y="${fy}" width="${w}" height="3" fill="#fff" opacity="0.35"/>`;
  }
  return out;
}

export function shadow(cx: N, cy: N, rx: N, ry: N, opacity = 0.3): string {
  const id = uid('bl');
  return (
    t`<defs><filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.max(3, ry * 0.45)}"/></filter></defs>` +
    t`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a2a18" opacity="${opacity}" filter="url(#${id})"/>`
  );
}

/** A two-tone leaf whose base is at (x, y), pointing along `rot` degrees. */
export function leaf(x: N, y: N, len: N, rot: N, color: string, opacity = 1): string {
  const w = len * 0.36;
  const a = len * 0.25;
  const b = len * 0.75;
  return g(
    x,
    y,
    rot,
    t`<g opacity="${opacity}"><path d="M0 0C${a} ${-w} ${b} ${-w} ${len} 0C${b} ${w} ${a} ${w} 0 0Z" fill="${color}"/>` +
      t`<path d="M0 0C${a} ${w} ${b} ${w} ${len} 0Z" fill="#000" opacity="0.12"/><path d="M${len * 0.04} 0L${len * 0.9} 0" ` +
      t`stroke="#fff" stroke-opacity="0.4" stroke-width="${Math.max(1, len * 0.025)}" stroke-linecap="round"/></g>`,
  );
}

export interface SprigOpts {
  leaves?: N;
  leafLen?: N;
  paired?: boolean;
}

/** A stem with alternating (or paired, e.g. moringa / sidr) leaves, starting at (x, y). */
export function sprig(x: N, y: N, len: N, rot: N, color: string, o: SprigOpts = {}): string {
  const count = o.leaves ?? 5;
  const ll = o.leafLen ?? len * 0.34;
  let body = t`<path d="M0 0Q${len / 2} ${-len * 0.06} ${len} 0" stroke="#5b7a2e" stroke-width="${Math.max(2, len * 0.018)}" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < count; i++) {
    const k = 0.18 + (0.72 * i) / Math.max(1, count - 1);
    const py = -len * 0.06 * k * (1 - k) * 2;
    body += o.paired
      ? leaf(len * k, py, ll, -55, color) + leaf(len * k, py, ll, 55, color)
      : leaf(len * k, py, ll, i % 2 ? 48 : -48, color);
  }
  return g(x, y, rot, body + leaf(len * 0.98, 0, ll * 1.05, 0, color));
}

export function flower(x: N, y: N, r: N, petal: string, center: string, count = 6, rot = 0): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    body += t`<ellipse cx="${r * 0.55}" rx="${r / 2}" ry="${r * 0.27}" fill="${petal}" transform="rotate(${(i * 360) / count})"/>`;
  }
  body += t`<circle r="${r * 0.3}" fill="${center}"/><circle cx="${-r * 0.08}" cy="${-r * 0.08}" r="${r * 0.3}" fill="#fff" opacity="0.25"/>`;
  return g(x, y, rot, body);
}

/** A flower on a curved stem growing from the ground at (x, base). */
export function stemFlower(x: N, base: N, h: N, lean: N, petal: string, center: string, count = 6): string {
  const tx = x + lean;
  const ty = base - h;
  return (
    t`<path d="M${x} ${base}Q${x} ${base - h / 2} ${tx} ${ty}" stroke="#5b8a3a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    leaf(x + lean * 0.1, base - h * 0.35, h * 0.3, lean > 0 ? -30 : -150, '#5b9a45') +
    flower(tx, ty, h * 0.2, petal, center, count, lean)
  );
}

/** Fluffy acacia-style blossom. */
export function pompom(x: N, y: N, r: N, color: string): string {
  let body = t`<circle r="${r * 0.8}" fill="${color}"/>`;
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    body += t`<circle cx="${Math.cos(a) * r * 0.8}" cy="${Math.sin(a) * r * 0.8}" r="${r * 0.26}" fill="${color}"/>`;
  }
  return g(
    x,
    y,
    0,
    body + t`<circle cx="${-r / 4}" cy="${-r / 4}" r="${r * 0.35}" fill="#fff" opacity="0.35"/>`,
  );
}

export function bee(x: N, y: N, s: N, rot = -10): string {
  return g(
    x,
    y,
    rot,
    t`<ellipse cx="${-s * 0.1}" cy="${-s * 0.55}" rx="${s * 0.35}" ry="${s / 2}" fill="#fff" opacity="0.75" transform="rotate(-25)"/>` +
      t`<ellipse cx="${s / 4}" cy="${-s / 2}" rx="${s * 0.3}" ry="${s * 0.45}" fill="#fff" opacity="0.75" transform="rotate(20)"/>` +
      t`<ellipse rx="${s * 0.62}" ry="${s * 0.42}" fill="#f6b928"/><circle cx="${s * 0.62}" r="${s * 0.26}" fill="#3a2a12"/>` +
      t`<path d="M${-s * 0.15} ${-s * 0.4}v${s * 0.8}M${s * 0.15} ${-s * 0.4}v${s * 0.8}" stroke="#3a2a12" stroke-width="${s * 0.14}"/>`,
  );
}

// ---------------------------------------------------------------------------
// Packaging: labels, jars, pouches
// ---------------------------------------------------------------------------

export interface LabelSpec {
  title: string; // may contain "\n" for two lines
  sub?: string;
  brand?: string;
  bg: string;
  fg: string;
  accent: string;
}

/** A product label; `curve` bends top and bottom edges to suggest a cylindrical jar. */
export function label(x: N, y: N, w: N, h: N, s: LabelSpec, curve = 0): string {
  const cx = x + w / 2;
  const edge = (yy: N): string => t`M${x} ${yy}Q${cx} ${yy + 2 * curve} ${x + w} ${yy}`;
  const shape = t`${edge(y)}L${x + w} ${y + h}Q${cx} ${y + h + 2 * curve} ${x} ${y + h}Z`;
  const shade = linear(['#000', '#000', '#000', '#000'], 'h', [0.28, 0, 0.02, 0.32]);
  const lines = s.title.split('\n');
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = fit(longest, w * 0.82, (h * 0.3) / lines.length + 6, 0.64);
  const brand = s.brand ?? 'VITALIX ORGANICS';
  const bSize = Math.min(h * 0.075, fit(brand, w * 0.6, 20, 0.8));
  const top = y + curve;
  const rule = t`stroke="${s.accent}" stroke-width="${Math.max(2, h * 0.018)}" fill="none"`;
  let out = defs(shade.def) + t`<path d="${shape}" fill="${s.bg}"/><path d="${edge(y + h * 0.07)}" ${rule}/>`;
  out += t`<path d="${edge(y + h * 0.93)}" ${rule}/>`;
  out +=
    leaf(cx - bSize / 2, top + h * 0.2, bSize * 1.5, -60, s.accent) +
    leaf(cx + bSize / 2, top + h * 0.2, bSize * 1.5, -120, s.accent);
  out += text(cx, top + h * 0.27, brand, bSize, s.accent, { weight: 700, spacing: Math.round(bSize * 0.15) });
  const first = top + h * 0.52 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.35;
  lines.forEach(
    (line, i) => (out += text(cx, first + i * size * 1.05, line, size, s.fg, { weight: 700, serif: true })),
  );
  if (s.sub) {
    out += t`<path d="M${cx - w * 0.12} ${top + h * 0.77}h${w * 0.24}" stroke="${s.accent}" stroke-width="1.5"/>`;
    out += text(cx, top + h * 0.86, s.sub, fit(s.sub, w * 0.8, h * 0.075, 0.58), s.fg, { opacity: 0.85 });
  }
  return out + t`<path d="${shape}" fill="${shade.url}"/>`;
}

export interface JarSpec {
  cx: N;
  bottom: N;
  w: N;
  h: N;
  glass: string[]; // horizontal gradient, edge → centre → edge
  lid: string[]; // vertical gradient
  label: LabelSpec;
  cloth?: string; // gingham cloth cover colour (honey)
  open?: string; // no lid: show the jar mouth with this content colour
}

export function jar(j: JarSpec): string {
  const { cx, bottom, w, h } = j;
  const lidH = h * 0.15;
  const top = bottom - h;
  const bodyTop = top + lidH + h * 0.045;
  const bodyH = bottom - bodyTop;
  const x = cx - w / 2;
  const glass = linear(j.glass, 'h');
  const lid = linear(j.lid, 'v');
  const edge = j.glass[0] ?? '#333';
  const neck = linear([edge, j.glass[Math.floor(j.glass.length / 2)] ?? '#666', edge], 'h');
  const lw = w * 0.84;
  let out = defs(glass.def, lid.def, neck.def);
  out += t`<rect x="${cx - w * 0.39}" y="${top + lidH - 4}" width="${w * 0.78}" height="${h * 0.045 + 14}" rx="6" fill="${neck.url}"/>`;
  out += t`<rect x="${x}" y="${bodyTop}" width="${w}" height="${bodyH}" rx="${w * 0.15}" fill="${glass.url}"/>`;
  out += t`<rect x="${x + w * 0.08}" y="${bodyTop}" width="${w * 0.84}" height="${bodyH * 0.06}" rx="${bodyH * 0.03}" fill="#000" opacity="0.12"/>`;
  out += t`<ellipse cx="${cx}" cy="${bottom - 6}" rx="${w * 0.42}" ry="6" fill="#000" opacity="0.15"/>`;
  out += label(x, bodyTop + bodyH * 0.19, w, bodyH * 0.62, j.label, w * 0.035);
  out += t`<rect x="${x + w * 0.09}" y="${bodyTop + bodyH * 0.05}" width="${w * 0.06}" height="${bodyH * 0.88}" rx="${w * 0.03}" fill="#fff" opacity="0.28"/>`;
  out += t`<rect x="${x + w * 0.86}" y="${bodyTop + bodyH * 0.1}" width="${w * 0.025}" height="${bodyH * 0.75}" rx="${w * 0.012}" fill="#fff" opacity="0.16"/>`;
  if (j.open) {
    const mouth = radial([j.open, '#000'], 0.5, 0.35, 0.7);
    out +=
      defs(mouth.def) +
      t`<ellipse cx="${cx}" cy="${top + lidH}" rx="${w * 0.39}" ry="${w * 0.09}" fill="${neck.url}"/>`;
    return (
      out + t`<ellipse cx="${cx}" cy="${top + lidH}" rx="${w * 0.33}" ry="${w * 0.065}" fill="${mouth.url}"/>`
    );
  }
  out += t`<rect x="${cx - lw / 2}" y="${top}" width="${lw}" height="${lidH}" rx="${Math.min(12, lidH * 0.2)}" fill="${lid.url}"/>`;
  for (let i = 1; i < 24; i++) {
    out += t`<rect x="${cx - lw / 2 + (lw * i) / 24}" y="${top + lidH * 0.12}" width="1.5" height="${lidH * 0.78}" fill="#000" opacity="0.1"/>`;
  }
  out += t`<rect x="${cx - lw / 2 + 6}" y="${top + 3}" width="${lw - 12}" height="${lidH * 0.12}" rx="3" fill="#fff" opacity="0.35"/>`;
  return out + (j.cloth ? clothCover(cx, top, w, lidH + h * 0.045, j.cloth) : '');
}

/** Gingham cloth tied over a honey jar lid. */
function clothCover(cx: N, top: N, w: N, depth: N, color: string): string {
  const id = uid('pt');
  const s = Math.max(10, Math.round(w * 0.06));
  const half = w * 0.55;
  const yb = top + depth + w * 0.1;
  let d = t`M${cx - w * 0.44} ${top + 4}Q${cx} ${top - w * 0.1} ${cx + w * 0.44} ${top + 4}L${cx + half} ${yb}`;
  for (let i = 1; i <= 14; i++)
    d += t`L${cx + half - (2 * half * i) / 14} ${yb + (i % 2 ? w * 0.035 : 0) + Math.sin(i * 1.3) * 3}`;
  const shade = linear(['#000', '#000', '#000'], 'h', [0.25, 0, 0.3]);
  const band = top + depth * 0.78;
  const knot = cx + w * 0.1;
  return (
    defs(
      shade.def,
      t`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s * 2}" height="${s * 2}"><rect width="${s * 2}" height="${s * 2}" fill="#fffaf2"/>` +
        t`<rect width="${s}" height="${s * 2}" fill="${color}" opacity="0.55"/><rect width="${s * 2}" height="${s}" fill="${color}" opacity="0.55"/></pattern>`,
    ) +
    t`<path d="${d}Z" fill="url(#${id})"/><path d="${d}Z" fill="${shade.url}"/>` +
    t`<path d="M${cx - w * 0.45} ${band}Q${cx} ${band + w * 0.05} ${cx + w * 0.45} ${band}" stroke="#8a5a2b" stroke-width="4" fill="none"/>` +
    t`<path d="M${knot} ${band + w * 0.02}c-14 -14 -28 -4 -14 6c-10 10 4 22 14 -6l-10 26m10 -26l8 26" stroke="#8a5a2b" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
  );
}

export interface PouchSpec {
  cx: N;
  bottom: N;
  w: N;
  h: N;
  colors: string[]; // horizontal gradient of the pouch material
  label: LabelSpec;
  window?: string; // colour of the contents seen through a clear window
}

/** Stand-up pouch with zip, tear notches, label and optional window. */
export function pouch(p: PouchSpec): string {
  const { cx, bottom, w, h } = p;
  const [l, r, top, f] = [cx - w / 2, cx + w / 2, bottom - h, w * 0.04];
  const body =
    t`M${l + 4} ${top}L${r - 4} ${top}Q${r + f / 2} ${top + h / 2} ${r + f} ${bottom - 16}Q${r + f} ${bottom} ${r - 14} ${bottom}` +
    t`L${l + 14} ${bottom}Q${l - f} ${bottom} ${l - f} ${bottom - 16}Q${l - f / 2} ${top + h / 2} ${l + 4} ${top}Z`;
  const mat = linear(p.colors, 'h');
  const shade = linear(['#000', '#fff', '#000', '#000'], 'h', [0.22, 0.12, 0, 0.28]);
  const [n1, n2, n3] = [top + h * 0.07, top + h * 0.085, top + h * 0.1];
  let out = defs(mat.def, shade.def) + t`<path d="${body}" fill="${mat.url}"/>`;
  out += t`<rect x="${l + 4}" y="${top}" width="${w - 8}" height="${h * 0.07}" fill="#000" opacity="0.12"/>`;
  out += t`<path d="M${l + 4} ${n1}L${l + 14} ${n2}L${l + 4} ${n3}M${r - 4} ${n1}L${r - 14} ${n2}L${r - 4} ${n3}" fill="#000" opacity="0.2"/>`;
  out += t`<rect x="${l + 6}" y="${top + h * 0.13}" width="${w - 12}" height="3" fill="#000" opacity="0.18"/>`;
  out += t`<rect x="${l + 6}" y="${top + h * 0.13 + 5}" width="${w - 12}" height="2" fill="#fff" opacity="0.3"/>`;
  const [lx, ly, lw, lh] = [l + w * 0.1, top + h * 0.22, w * 0.8, h * 0.44];
  const clip = uid('cp');
  out += t`<rect x="${lx + 4}" y="${ly + 5}" width="${lw}" height="${lh}" rx="10" fill="#000" opacity="0.1"/>`;
  out += defs(
    t`<clipPath id="${clip}"><rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="10"/></clipPath>`,
  );
  out += t`<g clip-path="url(#${clip})">${label(lx, ly, lw, lh, p.label)}</g>`;
  if (p.window) {
    const [wy, ww, wh] = [top + h * 0.71, w / 2, h * 0.19];
    out += t`<rect x="${cx - ww / 2}" y="${wy}" width="${ww}" height="${wh}" rx="${wh / 2}" fill="${p.window}" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`;
    const rand = rng(Math.round(cx + h));
    for (let i = 0; i < 40; i++) {
      const [px, py] = [cx - ww * 0.42 + rand() * ww * 0.84, wy + wh * 0.2 + rand() * wh * 0.6];
      out += t`<circle cx="${px}" cy="${py}" r="${1.5 + rand() * 2.5}" fill="${rand() > 0.5 ? '#fff' : '#000'}" opacity="0.18"/>`;
    }
    out += t`<rect x="${cx - ww / 2 + 10}" y="${wy + 6}" width="${ww / 2}" height="5" rx="2.5" fill="#fff" opacity="0.45"/>`;
  }
  return out + t`<path d="${body}" fill="${shade.url}"/>`;
}

// ---------------------------------------------------------------------------
// Bowls and piles of food
// ---------------------------------------------------------------------------

export interface Bowl {
  cx: N;
  cy: N; // centre of the rim ellipse
  rx: N;
  colors?: string[];
  inner?: string;
}

const WOOD = ['#6e4320', '#b27a45', '#d6a26a', '#9a6535', '#5e3819'];

export function bowlBack(b: Bowl): string {
  const inner = radial([b.inner ?? '#4a2c14', b.inner ?? '#4a2c14'], 0.5, 0.3, 0.7, [0.85, 1]);
  return (
    shadow(b.cx, b.cy + b.rx * 0.66, b.rx * 0.85, b.rx * 0.1, 0.35) +
    defs(inner.def) +
    t`<ellipse cx="${b.cx}" cy="${b.cy}" rx="${b.rx}" ry="${b.rx * 0.28}" fill="${inner.url}"/>`
  );
}

export function bowlFront(b: Bowl): string {
  const { cx, cy, rx } = b;
  const [ry, depth] = [rx * 0.28, rx * 0.66];
  const colors = b.colors ?? WOOD;
  const fill = linear(colors, 'h');
  const front = t`M${cx - rx} ${cy}A${rx} ${depth} 0 0 0 ${cx + rx} ${cy}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy}Z`;
  return (
    defs(fill.def) +
    t`<ellipse cx="${cx}" cy="${cy + depth - 4}" rx="${rx * 0.38}" ry="${rx * 0.06}" fill="${colors[0] ?? '#5e3819'}"/><path d="${front}" fill="${fill.url}"/>` +
    t`<path d="M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" stroke="#fff" stroke-opacity="0.35" stroke-width="${Math.max(2, rx * 0.025)}" fill="none"/>` +
    t`<path d="M${cx - rx * 0.7} ${cy + ry * 1.4}Q${cx - rx * 0.55} ${cy + depth * 0.75} ${cx - rx * 0.2} ${cy + depth * 0.9}" stroke="#fff" ` +
    t`stroke-opacity="0.22" stroke-width="${rx * 0.04}" fill="none" stroke-linecap="round"/>`
  );
}

/** A drawable food item: shared gradient defs plus a draw function at the origin (size s). */
export interface Item {
  def: string;
  draw: (s: N, r: () => N) => string;
}

interface Placed {
  x: N;
  y: N;
  s: N;
  item: Item;
}

function drawPlaced(placed: Placed[], items: Item[], r: () => N): string {
  placed.sort((a, b) => a.y - b.y);
  return (
    defs(...items.map((i) => i.def)) + placed.map((p) => g(p.x, p.y, r() * 360, p.item.draw(p.s, r))).join('')
  );
}

/** A heap of items in a bowl whose rim is centred at (cx, cy): back items first, front items last. */
export function pile(cx: N, cy: N, rx: N, height: N, count: N, seed: N, items: Item[], size: [N, N]): string {
  const r = rng(seed);
  const placed: Placed[] = [];
  for (let i = 0; i < count; i++) {
    const u = r() * 2 - 1;
    const half = Math.sqrt(1 - u * u);
    const top = cy - height * Math.pow(half, 1.2) - rx * 0.3 * half * 0.4;
    const y = top + (cy + rx * 0.3 * half * 0.85 - top) * Math.pow(r(), 1.5);
    placed.push({ x: cx + u * rx * 0.94, y, s: size[0] + r() * (size[1] - size[0]), item: pick(items, r()) });
  }
  return drawPlaced(placed, items, r);
}

/** Items scattered in a rectangle (e.g. a compartment of a gift box), clipped to it. */
export function scatter(x: N, y: N, w: N, h: N, count: N, seed: N, items: Item[], size: [N, N]): string {
  const r = rng(seed);
  const id = uid('cp');
  const cols = Math.ceil(Math.sqrt((count * w) / h));
  const rows = Math.ceil(count / cols);
  const placed: Placed[] = [];
  for (let i = 0; i < count; i++) {
    const px = x + ((i % cols) + 0.5 + (r() - 0.5) * 0.7) * (w / cols);
    const py = y + (Math.floor(i / cols) + 0.5 + (r() - 0.5) * 0.7) * (h / rows);
    placed.push({ x: px, y: py, s: size[0] + r() * (size[1] - size[0]), item: pick(items, r()) });
  }
  const clip = defs(
    t`<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8"/></clipPath>`,
  );
  return clip + t`<g clip-path="url(#${id})">${drawPlaced(placed, items, r)}</g>`;
}

const itemPaint = (colors: string[]): Paint => radial(colors, 0.38, 0.32, 0.75);
const gloss = (x: N, y: N, rx: N, ry: N, op = 0.3): string =>
  t`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff" opacity="${op}"/>`;

export function almond(shell = false): Item {
  const p = itemPaint(shell ? ['#f0d3a4', '#d2a56a', '#a9773f'] : ['#d9965a', '#a8612c', '#6f3b17']);
  const draw = (s: N, r: () => N): string => {
    const d = t`M0 ${-s}C${s * 0.6} ${-s * 0.45} ${s * 0.55} ${s * 0.75} 0 ${s}C${-s * 0.55} ${s * 0.75} ${-s * 0.6} ${-s * 0.45} 0 ${-s}Z`;
    let out = t`<path d="${d}" fill="${p.url}" stroke="#5a3014" stroke-opacity="0.35"/>`;
    if (shell) {
      for (let i = 0; i < 7; i++) {
        out += t`<circle cx="${(r() - 0.5) * s * 0.6}" cy="${(r() - 0.5) * s * 1.3}" r="${s * 0.05}" fill="#8a5a2b" opacity="0.45"/>`;
      }
    } else {
      out += t`<path d="M${-s * 0.12} ${-s * 0.6}Q${-s / 4} 0 ${-s * 0.1} ${s * 0.7}M${s * 0.15} ${-s / 2}Q${s * 0.28} 0 ${s * 0.14} ${s * 0.65}" stroke="#4a230c" stroke-opacity="0.3" stroke-width="1.3" fill="none"/>`;
    }
    return out + gloss(-s * 0.18, -s * 0.2, s * 0.1, s * 0.35, 0.25);
  };
  return { def: p.def, draw };
}

export function date(colors = ['#7a3a1c', '#4a1e0c', '#240b03']): Item {
  const p = itemPaint(colors);
  const draw = (s: N, r: () => N): string => {
    let out = t`<ellipse rx="${s * 0.48}" ry="${s}" fill="${p.url}"/>`;
    for (let i = 0; i < 3; i++) {
      const yy = (r() - 0.5) * s * 1.2;
      out += t`<path d="M${-s * 0.35} ${yy}q${s * 0.2} ${-s * 0.12} ${s * 0.35} ${s * 0.02}q${s * 0.15} ${s * 0.1} ${s * 0.3} ${-s * 0.05}" stroke="#000" stroke-opacity="0.35" stroke-width="1.4" fill="none"/>`;
    }
    return out + gloss(-s * 0.16, -s * 0.35, s * 0.1, s * 0.35);
  };
  return { def: p.def, draw };
}

export function walnut(): Item {
  const p = itemPaint(['#e9c28a', '#c48f52', '#8d5c2c']);
  const line = (s: N): string =>
    t`stroke="#6b3f18" stroke-opacity="0.5" stroke-width="${s * 0.06}" fill="none" stroke-linecap="round"`;
  const draw = (s: N, r: () => N): string => {
    let out = t`<path d="${blobPath(s, s * 0.82, 0.08, 9, r() * 6)}" fill="${p.url}"/><path d="M0 ${-s * 0.75}Q${s * 0.12} 0 0 ${s * 0.75}" ${line(s)}/>`;
    for (const k of [-1, 1]) {
      out += t`<path d="M${k * s * 0.2} ${-s / 2}q${k * s * 0.35} ${s * 0.1} ${k * s * 0.15} ${s * 0.35}q${-k * s * 0.2} ${s * 0.2} ${k * s * 0.3} ${s * 0.45}" ${line(s)}/>`;
    }
    return out;
  };
  return { def: p.def, draw };
}

export function apricot(): Item {
  const p = itemPaint(['#f6b35a', '#de7f2b', '#a24c15']);
  const draw = (s: N, r: () => N): string => {
    let out = t`<path d="${blobPath(s, s * 0.86, 0.06, 5, r() * 6)}" fill="${p.url}"/>`;
    for (let i = 0; i < 4; i++) {
      const a = r() * Math.PI * 2;
      const [c, sn, c2, s2] = [
        Math.cos(a) * s,
        Math.sin(a) * s,
        Math.cos(a + 0.4) * s,
        Math.sin(a + 0.4) * s,
      ];
      out += t`<path d="M${c * 0.2} ${sn * 0.2}Q${c2 * 0.55} ${s2 * 0.55} ${c * 0.8} ${sn * 0.75}" stroke="#7a3510" stroke-opacity="0.35" stroke-width="1.5" fill="none"/>`;
    }
    return out + t`<circle r="${s * 0.1}" fill="#7a3510" opacity="0.45"/>`;
  };
  return { def: p.def, draw };
}

export function pineNut(): Item {
  const p = linear(['#4a2612', '#7a4522', '#c9a06c'], 'v');
  const draw = (s: N): string =>
    t`<ellipse rx="${s * 0.4}" ry="${s}" fill="${p.url}"/><ellipse cy="${s * 0.76}" rx="${s * 0.26}" ry="${s * 0.2}" fill="#f1dfbf"/>` +
    gloss(-s * 0.12, -s * 0.35, s * 0.07, s * 0.35);
  return { def: p.def, draw };
}

export function crystal(colors = ['#fde2e4', '#f4a7b0', '#d97a88']): Item {
  const p = linear(colors, 'd');
  const draw = (s: N, r: () => N): string => {
    const k = 5 + Math.floor(r() * 3);
    let d = '';
    for (let i = 0; i < k; i++) {
      const [a, rr] = [(i / k) * Math.PI * 2 + r() * 0.4, s * (0.7 + r() * 0.35)];
      d += t`${i === 0 ? 'M' : 'L'}${Math.cos(a) * rr} ${Math.sin(a) * rr}`;
    }
    return (
      t`<path d="${d}Z" fill="${p.url}" stroke="#fff" stroke-opacity="0.6" stroke-width="1.2"/>` +
      t`<path d="M${-s * 0.4} ${-s * 0.1}L${s * 0.1} ${-s * 0.45}" stroke="#fff" stroke-opacity="0.7" stroke-width="${s * 0.08}" stroke-linecap="round"/>`
    );
  };
  return { def: p.def, draw };
}

export function lump(colors: string[], speck = '#f6d59a'): Item {
  const p = itemPaint(colors);
  const draw = (s: N, r: () => N): string => {
    let out = t`<path d="${blobPath(s, s * 0.8, 0.1, 4, r() * 6)}" fill="${p.url}"/>`;
    for (let i = 0; i < 6; i++) {
      out += t`<circle cx="${(r() - 0.5) * s * 1.2}" cy="${(r() - 0.5) * s}" r="${s * 0.05}" fill="${speck}" opacity="0.6"/>`;
    }
    return out;
  };
  return { def: p.def, draw };
}

/** Tiny seeds / flakes drawn as flat ellipses in a few colours (chia, psyllium husk, black seed). */
export function seed(colors: string[]): Item {
  return { def: '', draw: (s, r) => t`<ellipse rx="${s}" ry="${s * 0.65}" fill="${pick(colors, r())}"/>` };
}

/** A cut root chunk showing its lighter cross-section (costus). */
export function rootChunk(bark = '#7a5233', core = '#d9b98a'): Item {
  const draw = (s: N, r: () => N): string =>
    t`<path d="${blobPath(s, s * 0.7, 0.12, 5, r() * 6)}" fill="${bark}"/><ellipse cx="${s * 0.15}" cy="${-s * 0.05}" rx="${s * 0.55}" ry="${s * 0.42}" fill="${core}"/>` +
    t`<ellipse cx="${s * 0.15}" cy="${-s * 0.05}" rx="${s / 4}" ry="${s * 0.18}" fill="none" stroke="${bark}" stroke-opacity="0.5" stroke-width="1.5"/>`;
  return { def: '', draw };
}

/** Loose items lying on the floor at the positions in a flat [x, y, ...] list. */
export function loose(xy: N[], item: Item, s: N, seedNo: N): string {
  const r = rng(seedNo);
  const at = chunk(xy, 2).map(
    ([x = 0, y = 0]) => shadow(x, y + s * 0.6, s * 0.8, s * 0.15, 0.25) + g(x, y, r() * 360, item.draw(s, r)),
  );
  return defs(item.def) + at.join('');
}

/** Powder heap with speckles. */
export function mound(cx: N, base: N, rx: N, h: N, colors: string[], seedNo = 7): string {
  const p = linear(colors, 'd');
  const [l, r, q] = [cx - rx, cx + rx, rx / 4];
  const d =
    t`M${l} ${base}Q${cx - rx / 2} ${base - h * 0.2} ${cx - q} ${base - h * 0.75}Q${cx} ${base - h * 1.25} ${cx + q} ${base - h * 0.75}` +
    t`Q${cx + rx / 2} ${base - h * 0.2} ${r} ${base}Q${cx} ${base + h * 0.18} ${l} ${base}Z`;
  const rand = rng(seedNo);
  let out =
    shadow(cx, base + 4, rx * 0.95, h * 0.1, 0.25) + defs(p.def) + t`<path d="${d}" fill="${p.url}"/>`;
  for (let i = 0; i < 50; i++) {
    const u = rand() * 2 - 1;
    const y = base - h * 0.85 * (1 - Math.abs(u)) * rand();
    out += t`<circle cx="${cx + u * rx * 0.7}" cy="${y}" r="${1 + rand() * 1.8}" fill="${rand() > 0.5 ? '#fff' : '#000'}" opacity="0.15"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Small props: capsules, tablets, dipper, spoon, roots, cup, comb, lab and display pieces
// ---------------------------------------------------------------------------

export function capsule(x: N, y: N, len: N, rot: N, c1: string, c2: string): string {
  const [w, l] = [len * 0.4, -len / 2];
  return g(
    x,
    y,
    rot,
    t`<rect x="${l}" y="${-w / 2}" width="${len}" height="${w}" rx="${w / 2}" fill="${c2}"/>` +
      t`<path d="M0 ${-w / 2}H${l + w / 2}A${w / 2} ${w / 2} 0 0 0 ${l + w / 2} ${w / 2}H0Z" fill="${c1}"/>` +
      t`<rect x="${l}" y="${-w / 2}" width="${len}" height="${w}" rx="${w / 2}" fill="none" stroke="#000" stroke-opacity="0.15"/>` +
      t`<rect x="${l + w * 0.35}" y="${-w * 0.32}" width="${len - w * 0.7}" height="${w * 0.2}" rx="${w * 0.1}" fill="#fff" opacity="0.5"/>`,
  );
}

/** Capsules (or softgels when c2 is omitted) at the positions in a flat [x, y, rotation, ...] list. */
export function capsules(xyr: N[], len: N, c1: string, c2?: string): string {
  return chunk(xyr, 3)
    .map(([x = 0, y = 0, r = 0]) => {
      const gel = g(
        x,
        y,
        r,
        t`<ellipse rx="${len / 2}" ry="${len * 0.3}" fill="${c1}" opacity="0.92" stroke="#8a5a0a" stroke-opacity="0.4"/>` +
          gloss(-len * 0.1, -len * 0.1, len * 0.22, len * 0.07, 0.6),
      );
      return (
        shadow(x, y + len * 0.22, len * 0.48, len * 0.08, 0.25) + (c2 ? capsule(x, y, len, r, c1, c2) : gel)
      );
    })
    .join('');
}

export function tablet(x: N, y: N, r: N, color: string, edge: string): string {
  return (
    shadow(x, y + r * 0.4, r * 1.05, r * 0.2, 0.25) +
    t`<ellipse cx="${x}" cy="${y + r * 0.18}" rx="${r}" ry="${r * 0.62}" fill="${edge}"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.62}" fill="${color}"/>` +
    t`<path d="M${x - r * 0.6} ${y}H${x + r * 0.6}" stroke="${edge}" stroke-width="2"/>${gloss(x - r * 0.35, y - r / 4, r * 0.3, r * 0.12)}`
  );
}

/** Honey dipper: handle from the origin along +x, grooved head at the far end. */
export function dipper(x: N, y: N, len: N, rot: N): string {
  const wood = linear(['#e2b27a', '#b47a3e', '#7a4a1e'], 'v');
  const honey = linear(['#ffd56a', '#f0a10e', '#b96a00'], 'v');
  let head = '';
  for (let i = 0; i < 7; i++) {
    const ry = len * (0.05 + 0.045 * Math.sin((i / 6) * Math.PI));
    head += t`<ellipse cx="${len * (0.66 + i * 0.045)}" rx="${len * 0.028}" ry="${ry}" fill="${wood.url}" stroke="#6a3f16" stroke-opacity="0.4"/>`;
  }
  const hw = len * 0.1;
  const coat = t`M${len * 0.68} ${-hw * 0.3}Q${len * 0.8} ${-hw * 1.05} ${len * 0.96} ${-hw * 0.4}L${len * 0.97} ${hw * 0.6}Q${len * 0.8} ${hw * 1.35} ${len * 0.68} ${hw / 2}Z`;
  return g(
    x,
    y,
    rot,
    defs(wood.def, honey.def) +
      t`<rect y="${-len * 0.025}" width="${len * 0.68}" height="${len * 0.05}" rx="${len * 0.025}" fill="${wood.url}"/>` +
      t`<circle r="${len * 0.04}" fill="${wood.url}"/>${head}<path d="${coat}" fill="${honey.url}" opacity="0.85"/>` +
      gloss(len * 0.8, -hw * 0.45, len * 0.08, hw * 0.12, 0.5),
  );
}

/** Honey stream from (x, y1) down to y2 ending in a drop. */
export function drip(x: N, y1: N, y2: N, w: N): string {
  const p = linear(['#ffcf4a', '#f0a10e', '#ffcf4a'], 'h');
  const mid = (y1 + y2) / 2;
  return (
    defs(p.def) +
    t`<path d="M${x - w} ${y1}Q${x - w / 4} ${mid} ${x - w * 0.3} ${y2}L${x + w * 0.3} ${y2}Q${x + w / 4} ${mid} ${x + w} ${y1}Z" fill="${p.url}"/>` +
    t`<ellipse cx="${x}" cy="${y2 + w * 0.4}" rx="${w * 0.75}" ry="${w * 0.9}" fill="#f2a60f"/>${gloss(x - w * 0.2, y2 + w * 0.2, w * 0.2, w * 0.3, 0.55)}`
  );
}

/** Wooden spoon, handle from the origin along +x, bowl at the end holding `content`. */
export function spoon(x: N, y: N, len: N, rot: N, content: string, glossy = false): string {
  const wood = linear(['#e5b983', '#b98149', '#8a5a2b'], 'v');
  const bx = len * 0.82;
  return g(
    x,
    y,
    rot,
    defs(wood.def) +
      t`<rect y="${-len * 0.03}" width="${len * 0.7}" height="${len * 0.06}" rx="${len * 0.03}" fill="${wood.url}"/>` +
      t`<ellipse cx="${bx}" rx="${len * 0.18}" ry="${len * 0.12}" fill="${wood.url}"/>` +
      t`<path d="${blobPath(len * 0.14, len * 0.09, 0.1, 5, 1)}" transform="translate(${bx} ${-len * 0.02})" fill="${content}"/>` +
      (glossy ? gloss(bx - len * 0.04, -len * 0.06, len * 0.05, len * 0.02, 0.6) : ''),
  );
}

/** A twisted root stick (ashwagandha, costus). */
export function root(x: N, y: N, len: N, rot: N, color = '#a57a4f'): string {
  const w = Math.max(4, len * 0.09);
  const curve = (dy: N): string =>
    t`C${len * 0.3} ${-len * 0.08 + dy} ${len * 0.6} ${len * 0.08 + dy} ${len} ${dy}`;
  return g(
    x,
    y,
    rot,
    t`<path d="M0 0${curve(0)}" stroke="${color}" stroke-width="${w}" fill="none" stroke-linecap="round"/>` +
      t`<path d="M${len * 0.4} ${len * 0.01}l${len * 0.18} ${len * 0.14}M${len * 0.7} ${len * 0.02}l${len * 0.15} ${-len * 0.12}" stroke="${color}" stroke-width="${w * 0.45}" stroke-linecap="round"/>` +
      t`<path d="M${len * 0.05} ${-w * 0.2}${curve(-w * 0.2)}" stroke="#fff" stroke-opacity="0.3" stroke-width="${w * 0.2}" fill="none" stroke-linecap="round"/>`,
  );
}

/** A steaming cup on a saucer. */
export function cup(cx: N, bottom: N, w: N, body: string, liquid: string): string {
  const top = bottom - w * 0.62;
  const shade = linear(['#000', '#fff', '#000'], 'h', [0.12, 0.1, 0.22]);
  const path = t`M${cx - w / 2} ${top}L${cx + w / 2} ${top}Q${cx + w * 0.48} ${bottom} ${cx + w * 0.2} ${bottom}L${cx - w * 0.2} ${bottom}Q${cx - w * 0.48} ${bottom} ${cx - w / 2} ${top}Z`;
  let out = shadow(cx, bottom + w * 0.1, w * 0.75, w * 0.07, 0.3) + defs(shade.def);
  out += t`<ellipse cx="${cx}" cy="${bottom + w * 0.05}" rx="${w * 0.72}" ry="${w * 0.13}" fill="${body}"/>`;
  out += t`<ellipse cx="${cx}" cy="${bottom + w * 0.03}" rx="${w / 2}" ry="${w * 0.08}" fill="#000" opacity="0.08"/>`;
  out += t`<path d="M${cx + w * 0.42} ${top + w * 0.15}c${w * 0.3} 0 ${w * 0.3} ${w * 0.31} ${-w * 0.02} ${w * 0.34}" stroke="${body}" stroke-width="${w * 0.07}" fill="none"/>`;
  out += t`<path d="${path}" fill="${body}"/><path d="${path}" fill="${shade.url}"/>`;
  out += t`<ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${w * 0.1}" fill="${body}"/><ellipse cx="${cx}" cy="${top + 2}" rx="${w * 0.45}" ry="${w * 0.08}" fill="${liquid}"/>`;
  for (const dx of [-0.15, 0.05, 0.22]) {
    out += t`<path d="M${cx + w * dx} ${top - 12}c${-w * 0.08} ${-w * 0.12} ${w * 0.08} ${-w * 0.18} 0 ${-w * 0.32}" stroke="#fff" stroke-opacity="0.7" stroke-width="${w * 0.025}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** Honeycomb cells filling a rectangle (clip it if needed). */
export function combCells(x: N, y: N, w: N, h: N, r: N, seedNo: N, capped = 0.35): string {
  const rand = rng(seedNo);
  const cell = radial(['#ffe07a', '#f5a912', '#c77800'], 0.4, 0.35, 0.7);
  const cap = radial(['#fff1b8', '#f6d36b'], 0.4, 0.35, 0.7);
  const dx = Math.sqrt(3) * r;
  let out = defs(cell.def, cap.def);
  for (let row = 0; row * r * 1.5 < h + r; row++) {
    for (let col = -1; col * dx < w + dx; col++) {
      const [cx, cy, isCap] = [x + col * dx + (row % 2 ? dx / 2 : 0), y + row * r * 1.5, rand() < capped];
      out += t`<path d="${hexPath(cx, cy, r * 0.98)}" fill="#b8740a"/><path d="${hexPath(cx, cy, r * 0.8)}" fill="${isCap ? cap.url : cell.url}"/>`;
      if (!isCap) out += gloss(cx - r / 4, cy - r * 0.3, r * 0.22, r * 0.12, 0.55);
    }
  }
  return out;
}

/** A slab of honeycomb lying on the floor (rounded block with a waxy side face). */
export function combPiece(cx: N, cy: N, rx: N, ry: N, seedNo: N): string {
  const id = uid('cp');
  const [x, y, w, h] = [cx - rx, cy - ry, rx * 2, ry * 2];
  return (
    shadow(cx, cy + ry + 12, rx * 1.02, ry * 0.18, 0.35) +
    defs(
      t`<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${ry * 0.3}"/></clipPath>`,
    ) +
    t`<rect x="${x}" y="${y + 16}" width="${w}" height="${h}" rx="${ry * 0.3}" fill="#c98a12"/>` +
    t`<rect x="${x}" y="${y + h - 4}" width="${w}" height="18" fill="#f2c14e" opacity="0.5"/>` +
    t`<g clip-path="url(#${id})">${combCells(x, y, w, h, Math.min(rx, ry) * 0.28, seedNo, 0.3)}</g>`
  );
}

/** Gold award rosette with ribbons and a check mark. */
export function rosette(cx: N, cy: N, r: N): string {
  const gold = radial(['#ffe7a0', '#e0a93a', '#a8731a'], 0.4, 0.35, 0.7);
  const ribbon = (k: N, color: string): string =>
    t`<path d="M${cx + k * r * 0.5} ${cy}l${k * r * 0.3} ${r * 1.5}l${-k * r * 0.3} ${-r * 0.2}l${-k * r * 0.2} ${r * 0.3}l${-k * r * 0.2} ${-r * 1.4}Z" fill="${color}"/>`;
  return (
    defs(gold.def) +
    ribbon(-1, '#2f6b3a') +
    ribbon(1, '#245530') +
    t`<path d="${starPath(cx, cy, r, r * 0.88, 16)}" fill="${gold.url}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.68}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>` +
    t`<path d="M${cx - r * 0.32} ${cy}l${r * 0.22} ${r * 0.24}l${r * 0.42} ${-r * 0.46}" stroke="#fff" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Erlenmeyer lab flask with liquid and bubbles. */
export function flask(cx: N, bottom: N, s: N, liquid: string): string {
  const [top, nw, bw] = [bottom - s, s * 0.09, s * 0.45];
  const shoulder = top + s * 0.36;
  const body = (yTop: N): string => {
    const hw = yTop <= shoulder ? nw : nw + ((bw - nw) * (yTop - shoulder)) / (bottom - shoulder);
    return t`M${cx - hw} ${yTop}L${cx - bw} ${bottom - 12}Q${cx - bw} ${bottom} ${cx - bw + 14} ${bottom}L${cx + bw - 14} ${bottom}Q${cx + bw} ${bottom} ${cx + bw} ${bottom - 12}L${cx + hw} ${yTop}Z`;
  };
  const glass = t`M${cx - nw} ${top}L${cx - nw} ${shoulder}${body(shoulder)
    .replace(/^M[^L]*/, '')
    .replace(/Z$/, '')}L${cx + nw} ${top}Z`;
  const liq = linear([liquid, '#1f5a2c'], 'v');
  const r = rng(Math.round(s));
  let out =
    shadow(cx, bottom, bw * 1.05, s * 0.04, 0.3) +
    defs(liq.def) +
    t`<path d="${body(bottom - s * 0.34)}" fill="${liq.url}"/>`;
  out += t`<path d="${glass}" fill="#eaf6f8" fill-opacity="0.35" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>`;
  out += t`<rect x="${cx - nw - 8}" y="${top - 6}" width="${nw * 2 + 16}" height="14" rx="6" fill="#fff"/>`;
  out += t`<path d="M${cx - bw / 2} ${bottom - s * 0.28}L${cx - nw * 0.6} ${shoulder + s * 0.06}" stroke="#fff" stroke-opacity="0.6" stroke-width="${s * 0.03}" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++) {
    out += t`<circle cx="${cx + (r() - 0.5) * bw}" cy="${bottom - s * 0.05 - r() * s * 0.24}" r="${3 + r() * 6}" fill="#fff" opacity="0.45"/>`;
  }
  return out;
}

/** Cylindrical display podium. */
export function podium(cx: N, top: N, w: N, h: N): string {
  const face = linear(['#e9efe0', '#ffffff', '#dfe8d3', '#c6d4b5'], 'h');
  const ell = (y: N, fill: string): string =>
    t`<ellipse cx="${cx}" cy="${y}" rx="${w / 2}" ry="${w * 0.09}" fill="${fill}"/>`;
  return (
    shadow(cx, top + h, w * 0.55, 14, 0.3) +
    defs(face.def) +
    t`<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="${face.url}"/>${ell(top + h, face.url)}${ell(top, '#ffffff')}`
  );
}

/** Wooden table top from y down to the bottom of the image. */
export function woodTable(w: N, h: N, y: N): string {
  const wood = linear(['#c08a55', '#9c6534'], 'v');
  const r = rng(42);
  let out =
    defs(wood.def) +
    t`<rect y="${y}" width="${w}" height="${h - y}" fill="${wood.url}"/><rect y="${y}" width="${w}" height="6" fill="#fff" opacity="0.25"/>`;
  for (let i = 1; i < 4; i++)
    out += t`<path d="M0 ${y + ((h - y) * i) / 4}H${w}" stroke="#5e3a1a" stroke-opacity="0.25" stroke-width="2"/>`;
  for (let i = 0; i < 14; i++) {
    const [xx, yy] = [r() * w, y + 10 + r() * (h - y - 20)];
    out += t`<path d="M${xx} ${yy}q${40 + r() * 60} -4 ${120 + r() * 80} 0" stroke="#5e3a1a" stroke-opacity="0.15" stroke-width="2" fill="none"/>`;
  }
  return out;
}

/** Red zig-zag sale badge with two lines of text. */
export function badge(cx: N, cy: N, top: string, bottom: string): string {
  return (
    t`<path d="${starPath(cx, cy, 78, 68, 12)}" fill="#c0392b"/>` +
    t`<circle cx="${cx}" cy="${cy}" r="58" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="4 4"/>` +
    text(cx, cy - 2, top, 30, '#fff', { weight: 700 }) +
    text(cx, cy + 24, bottom, 16, '#fff', { weight: 700, spacing: 2 })
  );
}

// ---------------------------------------------------------------------------
// Avatars (200×200)
// ---------------------------------------------------------------------------

export interface AvatarSpec {
  bg: string;
  skin: string;
  hair: string;
  cloth: string;
  style: 'hijab' | 'dupatta' | 'beard' | 'elder' | 'long' | 'short';
  wrap?: string; // hijab / dupatta / cap colour
}

const FACE_OPENING =
  'M100 60C82 60 70 72 70 92C70 116 82 130 100 130C118 130 130 116 130 92C130 72 118 60 100 60Z';

export function avatar(a: AvatarSpec): string {
  const { style, skin, hair } = a;
  const wrap = a.wrap ?? '#ffffff';
  const face = `<ellipse cx="100" cy="92" rx="33" ry="39" fill="${skin}"/>`;
  const parts = [
    `<rect width="200" height="200" fill="${a.bg}"/><circle cx="160" cy="40" r="46" fill="#fff" opacity="0.35"/>`,
  ];
  if (style === 'long')
    parts.push(`<path d="M58 90Q56 40 100 42Q146 40 142 90L148 160Q100 172 52 160Z" fill="${hair}"/>`);
  parts.push(
    `<path d="M22 210Q24 148 100 140Q176 148 178 210Z" fill="${a.cloth}"/>`,
    `<rect x="87" y="116" width="26" height="30" rx="10" fill="${skin}"/><rect x="87" y="118" width="26" height="14" fill="#000" opacity="0.12"/>`,
  );
  if (style === 'hijab') {
    // the scarf is drawn over the face with an oval opening, covering ears, neck and shoulders
    parts.push(
      face,
      `<path fill-rule="evenodd" fill="${wrap}" d="M100 38C64 38 54 70 56 104C57 126 62 142 46 162L30 210H170L154 162C138 142 143 126 144 104C146 70 136 38 100 38Z${FACE_OPENING}"/>`,
      `<path d="${FACE_OPENING}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/><path d="M60 150Q100 176 140 150" stroke="#000" stroke-opacity="0.1" stroke-width="4" fill="none"/>`,
    );
  } else {
    if (style !== 'long')
      parts.push(
        `<path d="M86 141L100 158L114 141" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`,
      );
    parts.push(
      `<ellipse cx="67" cy="95" rx="6" ry="9" fill="${skin}"/><ellipse cx="133" cy="95" rx="6" ry="9" fill="${skin}"/>`,
      face,
    );
  }
  if (style !== 'hijab' && style !== 'elder') {
    parts.push(
      `<path d="M66 86C62 56 78 46 100 46C124 46 140 58 134 86C130 72 124 66 112 64C98 70 80 70 66 86Z" fill="${hair}"/>`,
    );
  }
  if (style === 'dupatta') {
    parts.push(
      `<path fill="${wrap}" d="M100 40C70 40 58 60 58 90C58 120 50 140 36 160L20 210H60L70 150C66 120 64 90 70 74C78 58 90 56 100 56C110 56 122 58 130 74C136 90 134 120 130 150L140 210H180L164 160C150 140 142 120 142 90C142 60 130 40 100 40Z"/>`,
      `<path d="M62 160Q100 190 150 158L156 200H56Z" fill="${wrap}" opacity="0.85"/>`,
    );
  }
  if (style === 'beard' || style === 'elder') {
    parts.push(
      `<path d="M67 98C68 124 82 140 100 140C118 140 132 124 133 98C129 112 121 116 113 113Q100 109 87 113C79 116 71 112 67 98Z" fill="${hair}"/>`,
      `<path d="M88 111Q100 104 112 111" stroke="${hair}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (style === 'elder') {
    parts.push(
      `<path d="M68 74C68 50 84 44 100 44C116 44 132 50 132 74C120 68 110 66 100 66C90 66 80 68 68 74Z" fill="${wrap}"/>`,
      `<path d="M72 66H128" stroke="#000" stroke-opacity="0.15" stroke-width="3" stroke-dasharray="4 4"/>`,
    );
  }
  const brow = style === 'elder' ? '#d9d4cc' : '#2a1a10';
  const bearded = style === 'beard' || style === 'elder';
  parts.push(
    `<circle cx="87" cy="92" r="3.8" fill="#2a1a10"/><circle cx="113" cy="92" r="3.8" fill="#2a1a10"/>`,
    `<circle cx="88.3" cy="90.8" r="1.2" fill="#fff"/><circle cx="114.3" cy="90.8" r="1.2" fill="#fff"/>`,
    `<path d="M80 81Q87 77 94 80M106 80Q113 77 120 81" stroke="${brow}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    `<path d="M100 96Q97 104 101 106" stroke="#000" stroke-opacity="0.25" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    `<circle cx="80" cy="106" r="6" fill="#e2676b" opacity="0.22"/><circle cx="120" cy="106" r="6" fill="#e2676b" opacity="0.22"/>`,
    bearded
      ? `<path d="M92 118Q100 123 108 118" stroke="#5a2a1a" stroke-width="2.6" fill="none" stroke-linecap="round"/>`
      : `<path d="M90 113Q100 121 110 113" stroke="#8a3a2a" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  );
  return parts.join('');
}
