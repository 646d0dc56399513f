import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { demoImages, logoSvg } from './demo-images';

const PRODUCTS = [
  'vitalix',
  'moringa-capsules',
  'ashwagandha-root-powder',
  'shilajit-resin',
  'spirulina-tablets',
  'black-seed-oil-capsules',
  'sidr-honey',
  'wildflower-raw-honey',
  'acacia-honey',
  'organic-honeycomb',
  'organic-chia-seeds',
  'himalayan-pink-salt',
  'organic-jaggery-gur',
  'kaghzi-almonds',
  'ajwa-dates',
  'walnut-kernels',
  'hunza-dried-apricots',
  'chilgoza-pine-nuts',
  'premium-dry-fruit-box',
  'triphala-powder',
  'herbal-digestive-tea',
  'isabgol-psyllium-husk',
  'qust-e-hindi-costus-root',
];
const GALLERY = ['vitalix-2', 'vitalix-3', 'vitalix-lifestyle'];
const SECTIONS = [
  'home-vitalix',
  'home-quality',
  'home-pricing',
  'honey-strip',
  'about-promise',
  'about-quality',
];
const AVATARS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'avatar-5', 'avatar-6'];

const expectedSize = new Map<string, [number, number]>([
  ...[...PRODUCTS, ...GALLERY].map((key): [string, [number, number]] => [key, [800, 800]]),
  ...SECTIONS.map((key): [string, [number, number]] => [key, [1200, 800]]),
  ...AVATARS.map((key): [string, [number, number]] => [key, [200, 200]]),
]);

async function render(svg: string): Promise<{ width?: number; height?: number; size: number }> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const meta = await sharp(png).metadata();
  return { width: meta.width, height: meta.height, size: png.length };
}

describe('demo images', () => {
  it('has exactly one image per expected key', () => {
    const keys = demoImages.map((image) => image.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...expectedSize.keys()].sort());
  });

  it.each(demoImages.map((image) => [image.key, image] as const))(
    '%s declares its size, has alt text and renders to a PNG of that size',
    async (key, image) => {
      const [width, height] = expectedSize.get(key) ?? [0, 0];
      expect([image.width, image.height]).toEqual([width, height]);
      expect(image.alt.length).toBeGreaterThan(10);
      expect(image.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(image.svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      const png = await render(image.svg);
      expect([png.width, png.height]).toEqual([width, height]);
      expect(png.size).toBeGreaterThan(1000);
    },
    20_000,
  );

  it('renders the logo', async () => {
    expect(logoSvg).toContain('viewBox="0 0 180 48"');
    const png = await render(logoSvg);
    expect([png.width, png.height]).toEqual([180, 48]);
  });
});
