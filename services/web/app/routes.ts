import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

export default [
  // Public site: shared layout (navigation, footer, consent banner).
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('solutions', 'routes/public/solutions.tsx'),
    route('solutions/:slug', 'routes/public/solution-detail.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('privacy-policy.html', 'routes/public/privacy.tsx'),
  ]),
  // Crawlers' files (resource routes: no layout).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Admin: its own layout; every loader starts with requireEditor().
  ...prefix('admin', [
    route('login', 'routes/admin/login.tsx'),
    route('logout', 'routes/admin/logout.tsx'),
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('solutions', 'routes/admin/solutions.tsx'),
      route('solutions/:slug', 'routes/admin/solution-edit.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
      // anything else under /admin: a 404 inside the admin layout
      route('*', 'routes/admin/not-found.tsx'),
    ]),
    route('home-content', 'routes/admin/dashboard-redirects.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
