import { newClientAddress, send, sessionCookie } from './http-client';

export type AdminProduct = { id: string; slug: string; price: string; stock: number; version: number };

/** Signs a staff member in on one copy (POST /api/auth/login as staff) and answers the session cookie. */
export async function staffSignIn(copyUrl: string, username: string, password: string): Promise<string> {
  const res = await send(`${copyUrl}/api/auth/login`, {
    method: 'POST',
    body: { emailOrUsername: username, password, isAdmin: true },
    from: newClientAddress(),
  });
  if (res.status !== 200) throw new Error(`staff sign-in on ${copyUrl}: ${res.status} ${res.text()}`);
  return sessionCookie(res);
}

/** A staff member's view of the back-office API on one copy (or nginx). */
export function staffApi(baseUrl: string, cookie: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await send(`${baseUrl}/api/admin${path}`, { method, body, headers: { cookie } });
    if (res.status !== 200)
      throw new Error(`${method} ${baseUrl}/api/admin${path}: ${res.status} ${res.text()}`);
    return res.json<T>();
  };
  return {
    products: () => call<AdminProduct[]>('GET', '/products'),
    async product(slug: string): Promise<AdminProduct> {
      const found = (await call<AdminProduct[]>('GET', '/products')).find((p) => p.slug === slug);
      if (!found) throw new Error(`no product ${slug}`);
      return found;
    },
    /** PATCH with the version just read, as the product editor does (decision 016). */
    patchProduct: (product: AdminProduct, patch: Record<string, unknown>) =>
      call<AdminProduct>('PATCH', `/products/${product.id}`, { ...patch, version: product.version }),
  };
}
