import { describe, expect, it } from 'vitest';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { ABOUT_DEFAULTS, DEFAULT_VALUE_ICONS, parseAboutContent, valueIcon } from './about-content';

const DEFAULT_QUALITY = {
  heading: 'Quality You Can Trust',
  imageUrl: null,
  standards: ABOUT_DEFAULTS.quality.standards,
};

const block = (section: string, content: unknown) => ({ section, content });

describe('parseAboutContent with no content at all', () => {
  const about = parseAboutContent([]);

  it('gives every section its defaults', () => {
    expect(about.hero).toEqual(ABOUT_DEFAULTS.hero);
    expect(about.missionVision).toEqual(ABOUT_DEFAULTS.missionVision);
    expect(about.values).toEqual(ABOUT_DEFAULTS.values);
    expect(about.promise).toEqual({ ...ABOUT_DEFAULTS.promise, imageUrl: null });
    expect(about.quality).toEqual(DEFAULT_QUALITY);
    expect(about.ingredients).toEqual(ABOUT_DEFAULTS.ingredients);
  });

  it('takes every default from SECTION_DEFAULTS, the content editor’s first draft', () => {
    expect(about.hero).toEqual(SECTION_DEFAULTS['about-hero']);
    expect(about.missionVision).toEqual(SECTION_DEFAULTS['about-mission-vision']);
    expect(about.values).toEqual(SECTION_DEFAULTS['about-values']);
    expect(about.promise).toEqual({ ...SECTION_DEFAULTS['about-promise'], imageUrl: null });
    expect(about.quality).toEqual({ ...SECTION_DEFAULTS['about-quality'], imageUrl: null });
    expect(about.ingredients).toEqual(SECTION_DEFAULTS['about-ingredients']);
  });

  it('falls back to the four fixed quality standards (§2)', () => {
    expect(about.quality.standards.map((s) => s.title)).toEqual([
      'Certified Organic',
      'Lab Tested',
      'No Additives',
      'Sustainable Practices',
    ]);
  });

  it('uses the spec headings', () => {
    expect(about.promise.heading).toBe('Our Product Promise');
    expect(about.quality.heading).toBe('Quality You Can Trust');
    expect(about.ingredients.heading).toBe('The Power of Nature');
  });

  it('falls back to three promise paragraphs on farms, testing and transparency (§2)', () => {
    expect(about.promise.paragraphs).toHaveLength(3);
    expect(about.promise.paragraphs[0]).toMatch(/certified organic farms/);
    expect(about.promise.paragraphs[1]).toMatch(/rigorous testing/);
    expect(about.promise.paragraphs[2]).toMatch(/transparency and education/);
  });

  it('falls back to the five fixed ingredients and five honey features (§2)', () => {
    expect(about.ingredients.vitalixIngredients.map((i) => i.name)).toEqual([
      'Turmeric Root',
      'Ashwagandha',
      'Holy Basil',
      'Moringa',
      'Black Pepper Extract',
    ]);
    expect(about.ingredients.vitalixIngredients.every((i) => i.description.length > 0)).toBe(true);
    expect(about.ingredients.honeyDetails).toHaveLength(5);
    expect(about.ingredients.honeyDetails.every((h) => h.title && h.description)).toBe(true);
  });

  it('returns copies, so a caller cannot change the defaults', () => {
    about.promise.paragraphs.push('changed');
    about.quality.standards[0]!.title = 'changed';
    about.values.values[0]!.title = 'changed';
    expect(ABOUT_DEFAULTS.promise.paragraphs).toHaveLength(3);
    expect(SECTION_DEFAULTS['about-quality'].standards[0].title).toBe('Certified Organic');
    expect(SECTION_DEFAULTS['about-values'].values[0].title).toBe('Purity First');
  });
});

describe('parseAboutContent with content', () => {
  const full = [
    block('hero', { heading: 'Rooted in Nature', subheading: 'Since 2010.' }),
    block('mission-vision', { mission: 'Our mission.', vision: 'Our vision.' }),
    block('values', {
      heading: 'What we stand for',
      subheading: 'Four ideas.',
      values: [{ icon: 'Heart', title: 'Care', description: 'We care.' }],
    }),
    block('promise', { heading: 'Promise', imageUrl: '/uploads/p.webp', paragraphs: ['One.', 'Two.'] }),
    block('quality', {
      heading: 'Tested twice',
      imageUrl: 'https://cdn.example.com/q.jpg',
      standards: [{ title: 'Cold Pressed', description: 'Never heated.' }],
    }),
    block('ingredients', {
      heading: 'Nature',
      subheading: 'Inside.',
      vitalixIngredients: [{ name: 'Saffron', description: 'Red gold.' }],
      honeyDetails: [{ title: 'Sidr', description: 'From Karak.' }],
      philosophy: 'Less is more.',
    }),
  ];

  it('uses every field it is given', () => {
    expect(parseAboutContent(full)).toEqual({
      hero: { heading: 'Rooted in Nature', subheading: 'Since 2010.' },
      missionVision: { mission: 'Our mission.', vision: 'Our vision.' },
      values: {
        heading: 'What we stand for',
        subheading: 'Four ideas.',
        values: [{ icon: 'heart', title: 'Care', description: 'We care.' }],
      },
      promise: { heading: 'Promise', imageUrl: '/uploads/p.webp', paragraphs: ['One.', 'Two.'] },
      quality: {
        heading: 'Tested twice',
        imageUrl: 'https://cdn.example.com/q.jpg',
        standards: [{ title: 'Cold Pressed', description: 'Never heated.' }],
      },
      ingredients: {
        heading: 'Nature',
        subheading: 'Inside.',
        vitalixIngredients: [{ name: 'Saffron', description: 'Red gold.' }],
        honeyDetails: [{ title: 'Sidr', description: 'From Karak.' }],
        philosophy: 'Less is more.',
      },
    });
  });

  it('reads content stored as JSON text, and treats unreadable text as empty', () => {
    const parsed = parseAboutContent([
      block('hero', JSON.stringify({ heading: 'From text' })),
      block('mission-vision', '{not json'),
    ]);
    expect(parsed.hero.heading).toBe('From text');
    expect(parsed.hero.subheading).toBe(ABOUT_DEFAULTS.hero.subheading);
    expect(parsed.missionVision).toEqual(ABOUT_DEFAULTS.missionVision);
  });

  it('ignores blocks of other sections', () => {
    expect(parseAboutContent([block('banner', { heading: 'Nope' })]).hero.heading).toBe('About Us');
  });
});

describe('parseAboutContent with empty or wrongly typed fields', () => {
  it('treats blank strings and non-strings as missing', () => {
    const parsed = parseAboutContent([
      block('hero', { heading: '   ', subheading: 42 }),
      block('mission-vision', { mission: null, vision: ['x'] }),
      block('values', { heading: {}, subheading: false }),
      block('promise', { heading: '' }),
      block('quality', { heading: 7 }),
      block('ingredients', { heading: null, subheading: '', philosophy: { text: 'x' } }),
    ]);
    expect(parsed.hero).toEqual(ABOUT_DEFAULTS.hero);
    expect(parsed.missionVision).toEqual(ABOUT_DEFAULTS.missionVision);
    expect(parsed.values.heading).toBe(ABOUT_DEFAULTS.values.heading);
    expect(parsed.values.subheading).toBe(ABOUT_DEFAULTS.values.subheading);
    expect(parsed.promise.heading).toBe('Our Product Promise');
    expect(parsed.quality.heading).toBe('Quality You Can Trust');
    expect(parsed.ingredients.heading).toBe('The Power of Nature');
    expect(parsed.ingredients.subheading).toBe(ABOUT_DEFAULTS.ingredients.subheading);
    expect(parsed.ingredients.philosophy).toBe(ABOUT_DEFAULTS.ingredients.philosophy);
  });

  it('trims text', () => {
    expect(parseAboutContent([block('hero', { heading: '  Hello  ' })]).hero.heading).toBe('Hello');
  });

  it('treats a content that is not an object as missing', () => {
    for (const content of [null, 12, ['heading'], 'plain words']) {
      expect(parseAboutContent([block('quality', content)]).quality).toEqual(DEFAULT_QUALITY);
    }
  });

  it('accepts only relative or http(s) image URLs', () => {
    const image = (imageUrl: unknown) => parseAboutContent([block('promise', { imageUrl })]).promise.imageUrl;
    expect(image('/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(image('http://example.com/a.png')).toBe('http://example.com/a.png');
    expect(image('')).toBeNull();
    expect(image(5)).toBeNull();
    expect(image('javascript:alert(1)')).toBeNull();
    expect(image('a.webp')).toBeNull();
    // Other hosts to a browser, not paths of this site.
    expect(image('//evil.example/a.png')).toBeNull();
    expect(image('/\\evil.example/a.png')).toBeNull();
    expect(image('/\t/evil.example/a.png')).toBeNull();
  });

  it('shows staff’s quality standards, at most four, leaving out those without a title', () => {
    const standards = (list: unknown) =>
      parseAboutContent([block('quality', { standards: list })]).quality.standards;
    expect(
      standards([
        { title: ' Raw ', description: ' Unheated. ' },
        { title: '', description: 'No title' },
        { title: 'Pure' },
        'Organic',
        { title: 'Tested', description: 'Twice.' },
        { title: 'Local', description: 'Near.' },
        { title: 'Fifth', description: 'Too many.' },
      ]),
    ).toEqual([
      { title: 'Raw', description: 'Unheated.' },
      { title: 'Pure', description: '' },
      { title: 'Tested', description: 'Twice.' },
      { title: 'Local', description: 'Near.' },
    ]);
    for (const empty of [[], 'x', [{ description: 'no title' }], null]) {
      expect(standards(empty)).toEqual(ABOUT_DEFAULTS.quality.standards);
    }
  });

  it('falls back when a list is empty, not a list, or has no usable entry', () => {
    for (const list of [[], 'one paragraph', { 0: 'x' }, [null, 3, '  ']]) {
      const parsed = parseAboutContent([
        block('values', { values: list }),
        block('promise', { paragraphs: list }),
        block('ingredients', { vitalixIngredients: list, honeyDetails: list }),
      ]);
      expect(parsed.values.values).toEqual(ABOUT_DEFAULTS.values.values);
      expect(parsed.promise.paragraphs).toEqual(ABOUT_DEFAULTS.promise.paragraphs);
      expect(parsed.ingredients.vitalixIngredients).toEqual(ABOUT_DEFAULTS.ingredients.vitalixIngredients);
      expect(parsed.ingredients.honeyDetails).toEqual(ABOUT_DEFAULTS.ingredients.honeyDetails);
    }
  });

  it('keeps the usable paragraphs only', () => {
    const parsed = parseAboutContent([block('promise', { paragraphs: ['First.', '', 4, ' Second. '] })]);
    expect(parsed.promise.paragraphs).toEqual(['First.', 'Second.']);
  });

  it("gives a value without title or description 'Value' and 'Description' (§2)", () => {
    const parsed = parseAboutContent([
      block('values', { values: [{}, { title: '', description: 3 }, { title: 'Trust' }, 'Honesty'] }),
    ]);
    expect(parsed.values.values.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Value', description: 'Description' },
      { title: 'Value', description: 'Description' },
      { title: 'Trust', description: 'Description' },
      { title: 'Honesty', description: 'Description' },
    ]);
  });

  it('leaves out ingredients without a name and honey features without a title', () => {
    const parsed = parseAboutContent([
      block('ingredients', {
        vitalixIngredients: [{ description: 'Nameless' }, { name: 'Saffron', description: 9 }, 'Saffron'],
        honeyDetails: [{ title: ' ', description: 'x' }, { title: 'Sidr' }],
      }),
    ]);
    expect(parsed.ingredients.vitalixIngredients).toEqual([{ name: 'Saffron', description: '' }]);
    expect(parsed.ingredients.honeyDetails).toEqual([{ title: 'Sidr', description: '' }]);
  });
});

describe('valueIcon', () => {
  it('matches icon names in any case or spelling', () => {
    expect(valueIcon('Leaf', 0)).toBe('leaf');
    expect(valueIcon('shield-check', 0)).toBe('shieldcheck');
    expect(valueIcon('ShieldCheck', 0)).toBe('shieldcheck');
    expect(valueIcon(' USERS ', 0)).toBe('users');
  });

  it('gives unknown or missing icons the defaults in turn', () => {
    expect(valueIcon('rocket', 0)).toBe(DEFAULT_VALUE_ICONS[0]);
    expect(valueIcon(undefined, 1)).toBe(DEFAULT_VALUE_ICONS[1]);
    expect(valueIcon(42, DEFAULT_VALUE_ICONS.length)).toBe(DEFAULT_VALUE_ICONS[0]);
  });
});
