// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import { fieldError, json, mediaAssetFixture, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { productFixture, productId } from './product-fixture';
import { ProductsScreen } from './products-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const faqs = {
  heading: 'Questions',
  subheading: 'Asked often',
  whoIsItFor: [{ audience: 'Athletes', question: 'Before training?', answer: 'Yes.' }],
  faqs: [{ question: 'Is it halal?', answer: 'Yes, certified.' }],
};
const honeyPromotion = {
  title: 'Try our honey',
  description: 'Raw',
  imageUrl: '/uploads/honey.webp',
  buttonText: 'Shop',
};

let calls: Array<{ path: string; method: string; body?: unknown }>;
let product: AdminProduct;

beforeEach(() => {
  calls = [];
  product = productFixture({
    id: productId(3),
    name: 'Vitalix',
    productFaqs: faqs,
    productHoneyPromotion: honeyPromotion,
  });
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ path, url, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, method, body });
    const p = url.pathname;
    if (p === '/api/settings') return json({ siteName: 'Shop', logoUrl: '', currencySymbol: 'Rs' });
    if (p === '/api/admin/media') {
      return json([
        mediaAssetFixture({
          id: '6f1c2a8e-4b1d-4c3e-9f00-000000000051',
          fileName: 'face.png',
          fileUrl: '/uploads/face.webp',
        }),
      ]);
    }
    if (p === '/api/admin/products' && method === 'GET') return json([product]);
    if (p === '/api/admin/products' && method === 'POST')
      return json(productFixture({ id: productId(9) }), 201);
    if (p === `/api/admin/products/${product.id}` && method === 'GET') return json(product);
    if (p === `/api/admin/products/${product.id}` && method === 'PATCH')
      return json({ ...product, version: 2 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = (method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/admin/products'));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const panel = (dialog: HTMLElement, tab: string) => {
  fireEvent.click(within(dialog).getByRole('tab', { name: new RegExp(`^${tab}`) }));
  return within(within(dialog).getByRole('tabpanel', { name: new RegExp(`^${tab}`) }));
};
const group = (scope: ReturnType<typeof within>, name: string) => within(scope.getByRole('group', { name }));
/** The hint under a field, as its aria-describedby names it. */
const hintOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .filter((id) => id.endsWith('-hint'))
    .map((id) => document.getElementById(id)!.textContent)
    .join(' ');
/** A field of a row, on whichever tab is open. */
const rowField = (dialog: HTMLElement, row: string, label: string) =>
  within(within(dialog).getByRole('group', { name: row, hidden: true })).getByLabelText(label);

async function open(mode: 'create' | 'edit') {
  renderRoute('/admin/products', <ProductsScreen />);
  fireEvent.click(
    await screen.findByRole('button', { name: mode === 'create' ? 'Add Product' : 'Edit Vitalix' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: mode === 'create' ? 'Add New Product' : 'Edit Product',
  });
  await within(dialog).findByLabelText('Name');
  return dialog;
}

async function chooseImage(button: HTMLElement, pickerTitle: string) {
  fireEvent.click(button);
  const picker = await screen.findByRole('dialog', { name: pickerTitle });
  fireEvent.doubleClick(await within(picker).findByRole('button', { name: /^face\.png/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: pickerTitle })).toBeNull());
}

describe('the Benefits, Ingredients and Details tabs', () => {
  it('creates a product with every block filled in through the tabs', async () => {
    const dialog = await open('create');
    const basic = panel(dialog, 'Basic Info');
    type(basic.getByLabelText('Name'), 'Vitalix Gold');
    type(basic.getByLabelText('Description'), 'Herbal honey.');
    type(basic.getByLabelText('Price (Rs)'), '7200');

    const benefits = panel(dialog, 'Benefits');
    type(benefits.getByLabelText('Heading'), 'Why it works');
    fireEvent.click(benefits.getByRole('button', { name: 'Add benefit' }));
    const benefit = group(benefits, 'Benefit 1');
    type(benefit.getByLabelText('Title'), 'Natural energy');
    fireEvent.change(benefit.getByLabelText('Icon'), { target: { value: 'leaf' } });
    type(benefit.getByLabelText('Description'), 'No crash.');

    const ingredients = panel(dialog, 'Ingredients');
    fireEvent.click(ingredients.getByRole('button', { name: 'Add ingredient' }));
    const ingredient = group(ingredients, 'Ingredient 1');
    type(ingredient.getByLabelText('Name'), 'Saffron');
    type(ingredient.getByLabelText('Benefits'), 'Mood, focus\nAntioxidants');
    type(ingredients.getByLabelText('Tags'), 'Raw Honey, Vegan\n\nLab Tested');

    const details = panel(dialog, 'Details');
    fireEvent.click(details.getByRole('button', { name: 'Add question' }));
    const who = group(details, 'Who-is-it-for 1');
    type(who.getByLabelText('Audience'), 'Students');
    type(who.getByLabelText('Question'), 'During exams?');
    type(who.getByLabelText('Answer'), 'Yes.');
    fireEvent.click(details.getByRole('button', { name: 'Add FAQ' }));
    const faq = group(details, 'FAQ 1');
    type(faq.getByLabelText('Question'), 'Shelf life?');
    type(faq.getByLabelText('Answer'), 'Two years.');
    fireEvent.click(details.getByRole('button', { name: 'Add testimonial' }));
    const testimonial = group(details, 'Testimonial 1');
    type(testimonial.getByLabelText('Name'), 'Ayesha');
    type(testimonial.getByLabelText('Location'), 'Lahore');
    fireEvent.change(testimonial.getByLabelText('Rating'), { target: { value: '4' } });
    type(testimonial.getByLabelText('Text'), 'Lovely.');
    await chooseImage(
      testimonial.getByRole('button', { name: 'Choose image (Photo of testimonial 1)' }),
      'Select Image',
    );
    type(details.getByLabelText('Serving size'), '1 spoon');
    type(details.getByLabelText('Calories'), '45');
    fireEvent.click(details.getByRole('button', { name: 'Add nutrient' }));
    const nutrient = group(details, 'Nutrient 1');
    type(nutrient.getByLabelText('Nutrient'), 'Zinc');
    type(nutrient.getByLabelText('Amount'), '5 mg');
    type(nutrient.getByLabelText('Daily value'), '45%');
    type(details.getByLabelText('Promotion title'), 'Our honey');
    await chooseImage(
      details.getByRole('button', { name: 'Choose image (Promotion image)' }),
      'Browse media',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({
      productBenefits: {
        heading: 'Why it works',
        benefits: [{ title: 'Natural energy', description: 'No crash.', icon: 'leaf' }],
        pricingPlans: [],
        comparisonTable: null,
      },
      productIngredients: {
        ingredients: [{ name: 'Saffron', description: '', benefits: ['Mood', 'focus', 'Antioxidants'] }],
        ingredientTags: ['Raw Honey', 'Vegan', 'Lab Tested'],
      },
      productFaqs: {
        whoIsItFor: [{ audience: 'Students', question: 'During exams?', answer: 'Yes.' }],
        faqs: [{ question: 'Shelf life?', answer: 'Two years.' }],
      },
      productTestimonials: {
        testimonials: [
          { name: 'Ayesha', location: 'Lahore', rating: 4, text: 'Lovely.', image: '/uploads/face.webp' },
        ],
      },
      supplementFacts: {
        servingSize: '1 spoon',
        calories: '45',
        nutrients: [{ name: 'Zinc', amount: '5 mg', dailyValue: '45%' }],
      },
      productHoneyPromotion: {
        title: 'Our honey',
        imageUrl: '/uploads/face.webp',
        description: '',
        buttonText: '',
      },
    });
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Product created', expect.any(String)));
  });

  it('opens a product with its blocks and sends back only the block that changed, whole', async () => {
    const dialog = await open('edit');
    const details = panel(dialog, 'Details');
    expect(group(details, 'FAQ 1').getByLabelText('Question')).toHaveProperty('value', 'Is it halal?');
    expect(group(details, 'Who-is-it-for 1').getByLabelText('Audience')).toHaveProperty('value', 'Athletes');
    expect(details.getByLabelText('Promotion title')).toHaveProperty('value', 'Try our honey');
    const promotionImage = details.getByRole('button', { name: 'Change image (Promotion image)' })
      .parentElement!.parentElement!;
    expect(promotionImage.textContent).toBe(
      'honey.webp' + 'Change image (Promotion image)' + 'Remove image (Promotion image)',
    );
    type(group(details, 'FAQ 1').getByLabelText('Answer'), 'Yes, HMC certified.');
    fireEvent.click(details.getByRole('button', { name: 'Remove image (Promotion image)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      version: 1,
      productFaqs: { ...faqs, faqs: [{ question: 'Is it halal?', answer: 'Yes, HMC certified.' }] },
      productHoneyPromotion: { ...honeyPromotion, imageUrl: null },
    });
  });

  it("counts each tab's problems on its tab", async () => {
    const dialog = await open('edit');
    fireEvent.click(panel(dialog, 'Benefits').getByRole('button', { name: 'Add benefit' }));
    fireEvent.click(panel(dialog, 'Ingredients').getByRole('button', { name: 'Add ingredient' }));
    const details = panel(dialog, 'Details');
    fireEvent.click(details.getByRole('button', { name: 'Add testimonial' }));
    fireEvent.click(details.getByRole('button', { name: 'Add nutrient' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    // The form engine checks a save asynchronously (its resolver): the tabs follow a moment later.
    const benefits = await within(dialog).findByRole('tab', { name: 'Benefits (1 error)' });
    expect(benefits.getAttribute('aria-selected')).toBe('true');
    // Each tab's name, its badge and the count read out.
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Basic Info',
      'Media',
      'Benefits' + '1' + ' (1 error)',
      'Ingredients' + '1' + ' (1 error)',
      'Details' + '3' + ' (3 errors)',
    ]);
    expect(fieldError(rowField(dialog, 'Benefit 1', 'Title'))).toBe('Benefit title is required');
    expect(fieldError(rowField(dialog, 'Ingredient 1', 'Name'))).toBe('Ingredient name is required');
    expect(fieldError(rowField(dialog, 'Testimonial 1', 'Name'))).toBe('Testimonial name is required');
    expect(fieldError(rowField(dialog, 'Nutrient 1', 'Nutrient'))).toBe('Nutrient name is required');
    expect(sent('PATCH')).toEqual([]);
  });
});

describe('the fields for what the shop shows beside the blocks (storefront §2, §3)', () => {
  beforeEach(() => {
    product = productFixture({
      ...product,
      benefits: ['Steady energy', 'No caffeine, no crash'],
      ingredients: 'Raw honey\nSaffron',
      usageInstructions: 'One spoon each morning.',
      isFeatured: true,
    });
  });

  it('creates a product with its flags, Key Benefits, quick view ingredients and usage instructions', async () => {
    const dialog = await open('create');
    const basic = panel(dialog, 'Basic Info');
    type(basic.getByLabelText('Name'), 'Sidr Honey');
    type(basic.getByLabelText('Description'), 'Raw honey.\nFrom the sidr tree.');
    type(basic.getByLabelText('Price (Rs)'), '4500');
    const newArrival = basic.getByRole('checkbox', { name: 'New Arrival' });
    expect(hintOf(newArrival)).toBe('The New Arrival badge on its card; listed by the New arrivals filter.');
    expect(hintOf(basic.getByRole('checkbox', { name: 'On Sale' }))).toBe(
      'Listed by the On sale filter of the products page.',
    );
    fireEvent.click(newArrival);
    fireEvent.click(basic.getByRole('checkbox', { name: 'On Sale' }));

    const benefits = panel(dialog, 'Benefits');
    expect(benefits.queryAllByLabelText(/^Key benefit/)).toEqual([]);
    fireEvent.click(benefits.getByRole('button', { name: 'Add key benefit' }));
    fireEvent.click(benefits.getByRole('button', { name: 'Add key benefit' }));
    fireEvent.click(benefits.getByRole('button', { name: 'Add key benefit' }));
    type(benefits.getByLabelText('Key benefit 1'), 'Raw and unheated');
    type(benefits.getByLabelText('Key benefit 3'), 'Single origin, one harvest');
    // The row left blank is not saved.

    const ingredients = panel(dialog, 'Ingredients');
    const typedIngredients = ingredients.getByLabelText('Ingredients in the quick view');
    expect(hintOf(typedIngredients)).toBe(
      'Shown under Ingredients in the quick view of the products page. Line breaks are kept.',
    );
    type(typedIngredients, 'Sidr honey\nNothing else');

    const details = panel(dialog, 'Details');
    type(details.getByLabelText('Usage Instructions'), 'One spoon a day.\nWith warm water.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({
      name: 'Sidr Honey',
      description: 'Raw honey.\nFrom the sidr tree.',
      isNewArrival: true,
      isFeatured: false,
      isBestSeller: false,
      isOnSale: true,
      benefits: ['Raw and unheated', '', 'Single origin, one harvest'],
      ingredients: 'Sidr honey\nNothing else',
      usageInstructions: 'One spoon a day.\nWith warm water.',
      status: 'draft',
    });
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Product created', expect.any(String)));
  });

  it('opens a product with what it has, and sends back only what changed', async () => {
    const dialog = await open('edit');
    const basic = panel(dialog, 'Basic Info');
    expect(basic.getByRole('checkbox', { name: 'Featured' })).toHaveProperty('checked', true);
    expect(basic.getByRole('checkbox', { name: 'Best Seller' })).toHaveProperty('checked', false);
    fireEvent.click(basic.getByRole('checkbox', { name: 'Featured' }));
    fireEvent.click(basic.getByRole('checkbox', { name: 'Best Seller' }));

    const benefits = panel(dialog, 'Benefits');
    expect(benefits.getByLabelText('Key benefit 1')).toHaveProperty('value', 'Steady energy');
    expect(benefits.getByLabelText('Key benefit 2')).toHaveProperty('value', 'No caffeine, no crash');
    fireEvent.click(benefits.getByRole('button', { name: 'Remove key benefit 1' }));
    expect(benefits.getByLabelText('Key benefit 1')).toHaveProperty('value', 'No caffeine, no crash');

    expect(panel(dialog, 'Ingredients').getByLabelText('Ingredients in the quick view')).toHaveProperty(
      'value',
      'Raw honey\nSaffron',
    );
    expect(panel(dialog, 'Details').getByLabelText('Usage Instructions')).toHaveProperty(
      'value',
      'One spoon each morning.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      version: 1,
      isFeatured: false,
      isBestSeller: true,
      benefits: ['No caffeine, no crash'],
    });
  });

  it('shows a Key Benefits line the API refuses under its row and counts it on the Benefits tab', async () => {
    const dialog = await open('edit');
    type(panel(dialog, 'Benefits').getByLabelText('Key benefit 2'), 'x'.repeat(501));
    // Saved from another tab: the save opens the Benefits tab and its refused line.
    panel(dialog, 'Details');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    const tab = await within(dialog).findByRole('tab', { name: 'Benefits (1 error)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const line = within(dialog).getByLabelText('Key benefit 2');
    expect(fieldError(line)).toBe('At most 500 characters');
    await waitFor(() => expect(document.activeElement).toBe(line));
    expect(sent('PATCH')).toEqual([]);
  });
});
