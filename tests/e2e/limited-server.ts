/**
 * A second server on the same production build with the rate limits on (the main e2e server runs with
 * RATE_LIMIT=off so that many tests can place orders): the tests of the limits themselves use it.
 */
export const LIMITED_PORT = 5103;
export const LIMITED_BASE_URL = `http://localhost:${LIMITED_PORT}`;
