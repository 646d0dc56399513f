/**
 * Every back-office page's <title> and `noindex` (React Router uses the deepest route's meta, so each
 * admin route that names itself repeats `noindex` through this helper):
 *
 *   export const meta = () => adminMeta('Orders');   // "Orders · Back office"
 */
export function adminMeta(title: string) {
  return [{ title: `${title} · Back office` }, { name: 'robots', content: 'noindex, nofollow' }];
}
