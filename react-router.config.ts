import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build/app',
  ssr: true,
  // Opt into React Router 8's behaviour now so the upgrade is a version bump. Middleware stays off
  // until loaders move from the plain load context to typed router contexts.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
