import type { Page } from '@playwright/test'

/** A transparent 1 x 1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * The page's images come from here rather than from media, for tests of something else: on a
 * cold variant cache a page's photos queue in media behind one another, and web's proxy gives up
 * on one after 30 s (a 502 the console reports) when the machine is busy. `page.request` still
 * reaches media.
 */
export const stubMediaImages = (page: Page) =>
  page.route('**/media/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng }),
  )
