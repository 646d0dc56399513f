/**
 * The order this browser just placed, kept for an hour in an HttpOnly cookie by the checkout's action, so
 * the confirmation page can link to its tracking with the phone filled in while the address carries the
 * order number alone (nothing personal in it). The value is the order's whole id, which no one guesses;
 * Path=/ because the confirmation's data request (`/order-confirmation.data`) is outside a narrower path.
 */
const PLACED_ORDER_COOKIE = 'placed-order';
const ONE_HOUR = 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Set-Cookie value for an order just placed (Secure whenever the shop is served over HTTPS). */
export function placedOrderCookie(orderId: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${PLACED_ORDER_COOKIE}=${orderId}; Path=/; Max-Age=${ONE_HOUR}; HttpOnly; SameSite=Lax${secure}`;
}

/** The id of the order this browser just placed, or null. */
export function placedOrderOf(request: Request): string | null {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === PLACED_ORDER_COOKIE && value && UUID.test(value)) return value;
  }
  return null;
}
