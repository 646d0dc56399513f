/** What one call of the confirmation desk can end in (decision 022), and how staff read it. */
export const CONTACT_OUTCOMES = [
  'confirmed',
  'no_answer',
  'call_back',
  'fake',
  'customer_cancelled',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<ContactOutcome, string> = {
  confirmed: 'Confirmed',
  no_answer: 'No answer',
  call_back: 'Call back later',
  fake: 'Wrong number / fake',
  customer_cancelled: 'Customer cancelled',
};
