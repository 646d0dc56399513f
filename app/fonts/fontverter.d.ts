/** fontverter ships no types: the one call the font test makes (woff2 to the font's own bytes). */
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Uint8Array>;
  };
  export default fontverter;
}
