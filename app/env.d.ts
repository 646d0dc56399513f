import type { LoadContext } from '../server/load-context';

declare module 'react-router' {
  // Loaders and actions receive the server's services through the load context (DESIGN.md §2).
  interface AppLoadContext extends LoadContext {}
}
