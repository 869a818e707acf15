import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { pageKeys, translationLanguages } from '@site/contract'
import { languageIds } from './i18n/route-config'
import { collectionPublicRoutes } from './site/collection-routes'

// Public site: shared layout (navigation, footer, consent banner). Registered once per language
// of the language list: English at /x, each other language at /<code>/x (same files, "<code>/"
// route ids; README "Languages").
const publicSite = [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    // each collection with record pages: its list and detail routes (site/collection-routes.ts)
    ...collectionPublicRoutes(),
    route('contact', 'routes/public/contact.tsx'),
    // the legal pages: one module, the page's text read from content by its path
    route('terms', 'routes/public/legal.tsx', { id: 'routes/public/terms' }),
    route('privacy-policy.html', 'routes/public/legal.tsx', { id: 'routes/public/privacy' }),
    route('search', 'routes/public/search.tsx'),
  ]),
]

export default [
  ...publicSite,
  ...translationLanguages.flatMap((code) => prefix(code, languageIds(code, publicSite))),
  // Crawlers' files (resource routes: no layout).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // a draft's preview that does not open (an open one renders its public page: server/app.ts)
  route('preview/*', 'routes/preview.tsx'),
  ...translationLanguages.map((code) =>
    route(`${code}/preview/*`, 'routes/preview.tsx', { id: `${code}/routes/preview` }),
  ),
  // Admin: its own layout; every loader starts with requireEditor().
  ...prefix('admin', [
    route('login', 'routes/admin/login.tsx'),
    route('login/sso', 'routes/admin/login-sso.ts'),
    route('login/sso/callback', 'routes/admin/login-sso-callback.ts'),
    route('forgot-password', 'routes/admin/forgot-password.tsx'),
    route('reset-password', 'routes/admin/reset-password.tsx'),
    route('logout', 'routes/admin/logout.tsx'),
    route('media/upload', 'routes/admin/media-upload.ts'),
    route('live-preview', 'routes/admin/live-preview.ts'),
    route('presence/*', 'routes/admin/presence.ts'),
    route('contacts/export.csv', 'routes/admin/contacts-export.ts'),
    route('audit/export.csv', 'routes/admin/audit-export.ts'),
    route('analytics/export/:table', 'routes/admin/analytics-export.ts'),
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('contacts', 'routes/admin/contacts.tsx'),
      route('contacts/:id', 'routes/admin/contact-message.tsx'),
      route('history/*', 'routes/admin/history.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
      route('redirects', 'routes/admin/redirects.tsx'),
      route('workflow', 'routes/admin/workflow.tsx'),
      route('search', 'routes/admin/search.tsx'),
      // anything else under /admin: a 404 inside the admin layout
      route('*', 'routes/admin/not-found.tsx'),
      // page-content editors: one module, one route per page of the page registry
      ...pageKeys.map((page) =>
        route(`${page}-contents`, 'routes/admin/page-contents.tsx', {
          id: `admin-${page}-contents`,
        }),
      ),
      route('our-info', 'routes/admin/our-info.tsx'),
      route('menus', 'routes/admin/menus.tsx'),
      // every collection from the field registry (static admin routes above win over these)
      route(':collection', 'routes/admin/collection.tsx'),
      route(':collection/new', 'routes/admin/collection-new.tsx'),
      route(':collection/:slug', 'routes/admin/collection-edit.tsx'),
    ]),
    route('home-content', 'routes/admin/dashboard-redirects.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
