/** A dialog that fills a phone's screen (375 px) and is a centred card from `sm` up. */
export const FULL_SCREEN_ON_PHONES =
  'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none';
