/**
 * What may stand in a text field. A one-line field (a name, a phone, a city) never holds a line
 * break or a control character: they would reach mail headers, CSV cells and WhatsApp messages as
 * structure. A multi-line field (an address, a note) may keep line breaks and nothing else of that kind.
 * NUL is a control character too, and PostgreSQL refuses it in text.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function isOneLine(text: string): boolean {
  return !CONTROL_OR_LINE_BREAK.test(text);
}

export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_EXCEPT_LINE_BREAKS.test(text);
}

export const oneLineMessage = (label: string) => `${label} must be a single line of plain text`;
export const plainTextMessage = (label: string) => `${label} may not contain control characters`;
