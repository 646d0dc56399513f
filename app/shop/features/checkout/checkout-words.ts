import { fill, type Messages } from '../../i18n/messages';

type CheckoutWords = Messages['checkout'];

/**
 * The checkout's refusals as the schema (storefront §5) and the order engine word them, in English, each
 * with its name in the page's words (decision 038). A pattern's groups fill the Urdu sentence's blanks.
 * The schema and the server keep their English: one rule book, whatever the page's language.
 */
const REFUSALS: ReadonlyArray<[RegExp, keyof CheckoutWords]> = [
  [/^Name must be at least 2 characters$/, 'nameMin'],
  [/^Name must be at most 100 characters$/, 'nameMax'],
  [/^(?<field>Name|Address) must be a single line of plain text$/, 'oneLine'],
  [/^(?<field>Name|Address) may not contain control characters$/, 'controlCharacters'],
  [/^Invalid email address$/, 'emailInvalid'],
  [/^Phone number must be at least 10 digits$/, 'phoneMin'],
  [/^Phone number must be at most 25 characters$/, 'phoneMaxCharacters'],
  [/^Phone number must be at most 15 digits$/, 'phoneMaxDigits'],
  [/^Phone number may only contain digits, \+, -, spaces and parentheses$/, 'phoneCharacters'],
  [/^Enter a Pakistani phone number, for example 0300 1234567 or \+92 300 1234567$/, 'phonePakistani'],
  [/^Address is required$/, 'addressRequired'],
  [/^Address must be at most 500 characters$/, 'addressMax'],
  [/^City is required$/, 'cityRequired'],
  [/^Please choose a city from the list$/, 'cityFromList'],
  [
    /^Cash on Delivery is not available in (?<city>.+)\. Please choose a city from the list\.$/,
    'cityNotServed',
  ],
  [/^Postal code must be at least 5 digits$/, 'postalCode5'],
  [
    /^Cash on Delivery orders must come to at least (?<minimum>.+); this order comes to (?<total>.+)\. Please add to your order\.$/,
    'belowMinimum',
  ],
  [
    /^Cash on Delivery orders may come to at most (?<maximum>.+); this order comes to (?<total>.+)\. Please order fewer items, or call us to order\.$/,
    'aboveMaximum',
  ],
  [/^We could not place this order online\. Please call us on (?<phone>.+) to order\.$/, 'blockedCall'],
  [/^We could not place this order online\. Please contact us to order\.$/, 'blocked'],
  [/^Some products in your cart are no longer available$/, 'noLongerAvailable'],
  [/^(?<name>.+) is out of stock$/, 'outOfStock'],
  [/^Only (?<left>\d+) of (?<name>.+) available, you asked for (?<asked>\d+)$/, 'onlyLeft'],
  [/^Your cart is empty$/, 'cartEmpty'],
];

/**
 * A refusal in the page's words: the schema's and the server's English sentences are known by their
 * shape; one that is not (a new rule, a message of the database) is shown as the server wrote it.
 */
export function checkoutMessage(message: string, words: CheckoutWords): string {
  for (const [pattern, key] of REFUSALS) {
    const match = pattern.exec(message);
    if (match) return fill(words[key], { ...match.groups, field: fieldName(match.groups?.field, words) });
  }
  return message;
}

function fieldName(field: string | undefined, words: CheckoutWords): string {
  if (field === 'Name') return words.nameField;
  if (field === 'Address') return words.addressField;
  return field ?? '';
}
