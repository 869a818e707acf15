import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

export default [
  // Public site: shared layout (navigation, footer, consent banner).
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('solutions/:slug', 'routes/public/solution-detail.tsx'),
  ]),
  // Admin: its own layout; every loader starts with requireEditor().
  ...prefix('admin', [
    route('login', 'routes/admin/login.tsx'),
    route('logout', 'routes/admin/logout.tsx'),
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('solutions', 'routes/admin/solutions.tsx'),
      route('solutions/:slug', 'routes/admin/solution-edit.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
