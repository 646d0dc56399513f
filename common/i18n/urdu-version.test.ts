import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isBlankUrdu,
  maxLengthOf,
  textsInLanguage,
  urduField,
  urduGroup,
  urduItems,
  urduPartOf,
  urduTextCount,
} from './urdu-version';

/** A small record defined as the shop's are: texts, a list of texts, items with a number beside. */
const faq = urduGroup({
  question: urduPartOf(
    z.string().trim().min(1, 'Question is required').max(50, 'Question: at most 50'),
    'text',
  ),
  answer: urduPartOf(z.string().trim().max(200, 'Answer: at most 200').default(''), 'text'),
});
const record = urduGroup({
  title: urduPartOf(z.string().trim().min(1, 'Title is required').max(20, 'Title: at most 20'), 'text'),
  tags: urduPartOf(
    z
      .array(z.string().trim().max(10))
      .max(3, 'Tags: at most 3')
      .transform((l) => l.filter(Boolean)),
    'lines',
  ),
  faqs: urduItems(faq, 2, 'At most 2 FAQs'),
});
const body = urduField(record);

describe('the Urdu writer derived from the English rules', () => {
  it('takes each text empty or as the English rule does, with its message', () => {
    expect(body.parse({ title: '  سرخی  ' })).toEqual({ title: 'سرخی' });
    // A required English field may be left empty in Urdu: the English shows.
    expect(body.parse({ title: '   ', tags: [], faqs: [] })).toBeNull();
    const refused = body.safeParse({ title: 'س'.repeat(21), faqs: [{ question: 'س'.repeat(51) }] });
    expect(refused.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'title: Title: at most 20',
      'faqs.0.question: Question: at most 50',
    ]);
  });

  it('keeps items in their places, drops the empty ones at the end, and holds the English list limit', () => {
    expect(body.parse({ faqs: [null, { answer: ' جواب ' }] })).toEqual({ faqs: [{}, { answer: 'جواب' }] });
    expect(body.parse({ faqs: [{ answer: 'جواب' }, { question: ' ' }] })).toEqual({
      faqs: [{ answer: 'جواب' }],
    });
    expect(body.safeParse({ faqs: [{}, {}, { answer: 'ج' }] }).error?.issues[0]?.message).toBe(
      'At most 2 FAQs',
    );
  });

  it('refuses what is not words: unknown keys, other types', () => {
    expect(body.safeParse({ price: 5 }).success).toBe(false);
    expect(body.safeParse({ faqs: [{ rating: 5 }] }).success).toBe(false);
    expect(body.safeParse('سرخی').error?.issues[0]?.message).toBe('Must be an object of texts');
    expect(body.safeParse({ tags: 'ایک' }).success).toBe(false);
  });

  it('says what each part is, for the editor: texts with the English limit, lists, items', () => {
    expect(record.shape).toEqual({
      kind: 'group',
      fields: {
        title: { kind: 'text', max: 20 },
        tags: { kind: 'lines' },
        faqs: {
          kind: 'items',
          item: {
            kind: 'group',
            fields: { question: { kind: 'text', max: 50 }, answer: { kind: 'text', max: 200 } },
          },
        },
      },
    });
    expect(
      maxLengthOf(
        z
          .string()
          .max(7)
          .default('')
          .transform((s) => s),
      ),
    ).toBe(7);
    expect(maxLengthOf(z.number())).toBeUndefined();
  });

  it('counts its texts and knows an empty one', () => {
    expect(urduTextCount({ title: 'ا', tags: ['ب', ' '], faqs: [{}, { answer: 'ج' }] })).toBe(3);
    expect(isBlankUrdu({ faqs: [{}, { answer: ' ' }] })).toBe(true);
  });
});

describe('a record’s texts in a language', () => {
  const english = {
    title: 'Honey',
    price: '4500.00',
    tags: ['raw', 'pure'],
    faqs: [
      { question: 'Raw?', answer: 'Yes.', order: 1 },
      { question: 'Sets?', answer: 'In winter.', order: 2 },
    ],
  };
  const urdu = { tags: ['کچا'], faqs: [{}, { answer: 'سردیوں میں۔' }, { question: 'اضافی؟' }] };

  it('is the English record itself in English, or when the Urdu is empty', () => {
    expect(textsInLanguage(english, urdu, record.shape, 'en')).toBe(english);
    expect(textsInLanguage(english, null, record.shape, 'ur')).toBe(english);
    expect(textsInLanguage(english, { faqs: [{}] }, record.shape, 'ur')).toBe(english);
  });

  it('takes the Urdu field by field, lists of texts whole, items by position, the rest from the English', () => {
    const before = structuredClone(english);
    expect(textsInLanguage(english, urdu, record.shape, 'ur')).toEqual({
      title: 'Honey',
      price: '4500.00',
      tags: ['کچا'],
      faqs: [
        { question: 'Raw?', answer: 'Yes.', order: 1 },
        { question: 'Sets?', answer: 'سردیوں میں۔', order: 2 },
      ],
    });
    expect(english).toEqual(before);
  });

  it('reads only the words the shape names, whatever else the stored Urdu holds', () => {
    const stored = { title: 'شہد', price: '1.00', faqs: [{ order: 9, question: 5 }] };
    expect(textsInLanguage(english, stored, record.shape, 'ur')).toEqual({ ...english, title: 'شہد' });
  });

  it('reads a group stored as JSON text, as the shop reads the English', () => {
    const shape = urduGroup({ block: record }).shape;
    const read = textsInLanguage(
      { block: JSON.stringify(english) },
      { block: { title: 'شہد' } },
      shape,
      'ur',
    );
    expect(read.block).toMatchObject({ title: 'شہد', price: '4500.00' });
  });
});
