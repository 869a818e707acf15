import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { arabicIds } from './i18n/route-config'

// Public site: shared layout (navigation, footer, consent banner). Registered twice below:
// English at /x and Arabic at /ar/x (same files, "ar/" route ids; README "Languages").
const publicSite = [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('solutions', 'routes/public/solutions.tsx'),
    route('solutions/:slug', 'routes/public/solution-detail.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('privacy-policy.html', 'routes/public/privacy.tsx'),
  ]),
]

export default [
  ...publicSite,
  ...prefix('ar', arabicIds(publicSite)),
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
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
