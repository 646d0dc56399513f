import type { LoadContext } from '../server/load-context';

declare module 'react-router' {
  // Loaders and actions receive the server's services through the load context (DESIGN.md §2).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends LoadContext {}
}
