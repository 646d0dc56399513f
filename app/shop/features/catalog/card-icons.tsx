/**
 * The product card's two icons, lucide's `heart` and `eye` (lucide-react 1.x), drawn once per list as
 * symbols and placed on each card with `<use>`: a products page shows two dozen cards, and the two
 * icons written out on each were some 800 bytes of its HTML per card. Their stroke comes from
 * `.line-icon` (app.css), so a pressed heart is filled by a class.
 */
const CARD_ICONS = {
  'card-heart': (
    <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
  ),
  'card-eye': (
    <>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
};

export type CardIconName = keyof typeof CARD_ICONS;

/** The symbols every `CardIcon` of the page places; drawn once, before the list of cards. */
export function CardIconSymbols() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      {Object.entries(CARD_ICONS).map(([id, drawing]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

/** One of the card's icons, decorative (its button names what it does). */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg className={`line-icon ${className}`} aria-hidden="true">
      <use href={`#${name}`} />
    </svg>
  );
}
