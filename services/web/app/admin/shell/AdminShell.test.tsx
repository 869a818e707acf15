import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { AdminLanguageCode, SessionUser } from '@site/contract'
import { adminLanguageOf } from '../i18n/admin-i18n'
import { AdminLanguage } from '../i18n/use-admin-i18n'
import type { AdminLayoutData } from './admin-layout-data'
import { AdminShell } from './AdminShell'

/** The shell as the admin layout draws it for a user, on the dashboard. */
function shellFor(adminLanguage?: AdminLanguageCode) {
  const user: SessionUser = {
    id: 'u1',
    email: 'eda@example.com',
    name: 'Eda Editor',
    role: 'admin',
    ...(adminLanguage ? { adminLanguage } : {}),
  }
  const layout: AdminLayoutData = {
    user,
    unreadMessages: 3,
    draftsInReview: null,
    timeZone: 'Asia/Dubai',
    navOpen: null,
  }
  const router = createMemoryRouter(
    [
      {
        id: 'routes/admin/layout',
        path: '/admin',
        loader: () => layout,
        element: (
          <AdminLanguage.Provider value={adminLanguageOf(user)}>
            <AdminShell user={user}>
              <p>page</p>
            </AdminShell>
          </AdminLanguage.Provider>
        ),
      },
    ],
    {
      initialEntries: ['/admin'],
      hydrationData: { loaderData: { 'routes/admin/layout': layout } },
    },
  )
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('AdminShell', () => {
  it('when the user chose Arabic, then the shell is lang="ar" dir="rtl" and its menu and bar speak Arabic', () => {
    const html = shellFor('ar')
    expect(html).toMatch(/^<div class="[^"]+" lang="ar" dir="rtl">/)
    for (const words of ['لوحة التحكم', 'المسودات والمراجعة', 'المنتجات', 'الرسائل', 'حسابي']) {
      expect(html).toContain(words)
    }
    expect(html).toContain('خروج')
    expect(html).toContain('3<span class="')
    expect(html).toContain(' غير مقروءة</span>')
    expect(html).not.toContain('Dashboard')
    expect(html).not.toContain('Logout')
  })

  it('when the user never chose, then the shell stays English and left-to-right', () => {
    const html = shellFor()
    expect(html).toMatch(/^<div class="[^"]+" lang="en" dir="ltr">/)
    expect(html).toContain('Dashboard')
    expect(html).toContain('Products')
    expect(html).toContain('Logout')
  })
})
