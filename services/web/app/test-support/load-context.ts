import {
  ContentApiError,
  ContentApiUnreachableError,
  type ContentClient,
} from '@site/contract/client'
import {
  translationLanguages,
  type Client,
  type PageContent,
  type PageKey,
  type Solution,
  type TranslationLanguage,
} from '@site/contract'
import type { AppLoadContext } from 'react-router'
import { vi } from 'vitest'

/**
 * A load context for loader tests: the content-api client is a fake whose methods the test
 * provides (a method a test did not provide fails loudly).
 */
export function fakeContext(api: Record<string, unknown>): AppLoadContext {
  const provided = (name: string) => {
    if (name in api) return api[name]
    throw new Error(`the test did not provide contentApi().${name}`)
  }
  // a collection's calls are faked by its key: { products: { list } } answers records('products')
  const client = new Proxy(api, {
    get: (_target, name) =>
      name === 'records' && !('records' in api)
        ? (collection: string) => provided(collection)
        : provided(String(name)),
  }) as unknown as ContentClient
  return {
    config: {
      siteUrl: 'https://falcon.example',
      publicMediaUrl: '',
      demoMode: false,
      production: true,
      secureCookies: true,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© Tiles',
      contactFormSecret: 'test-secret-0123456789',
    },
    clientIp: '127.0.0.1',
    cspNonce: 'test-nonce',
    contentApi: () => client,
  }
}

export const unreachable = () =>
  Promise.reject(new ContentApiUnreachableError('http://content-api', new Error('ECONNREFUSED')))
export const serverError = () => Promise.reject(new ContentApiError(500, 'internal', 'boom'))
export const badRequest = () => Promise.reject(new ContentApiError(400, 'validation', 'bad'))

/** A page's content as content-api answers it, from { section: { field: value } }. */
export function pageContent(
  page: PageKey,
  values: Record<string, Record<string, string>>,
): PageContent {
  return {
    page,
    version: 'rev-1',
    lang: 'en',
    missing: [],
    sections: Object.entries(values).map(([key, fields]) => ({
      key,
      label: key,
      fields: Object.entries(fields).map(([fkey, value]) => ({
        key: fkey,
        label: fkey,
        kind: 'text' as const,
        value,
        translatable: true,
        translations: Object.fromEntries(translationLanguages.map((code) => [code, ''])) as Record<
          TranslationLanguage,
          string
        >,
      })),
    })),
  }
}

export function solution(slug: string, children: string[] = []): Solution {
  return {
    id: slug,
    slug,
    version: 'a'.repeat(40),
    title: slug,
    category: '',
    icon: 'zap',
    description: `About ${slug}`,
    detailed_description: 'Details',
    image: '',
    image_alt: '',
    features: ['Fast'],
    benefits: ['Cheap'],
    children: children.map((c) => ({ id: c, slug: c, title: c, description: '', icon: 'zap' })),
    is_featured: false,
    sort_order: 0,
  }
}

/** A client as content-api answers it: active, not featured, with a logo, unless told. */
export function client(slug: string, fields: Partial<Client> = {}): Client {
  return {
    id: slug,
    slug,
    version: 'c'.repeat(40),
    name: slug,
    logo: `media/client-${slug}.png`,
    logo_alt: '',
    website: '',
    description: '',
    industry: '',
    sectors: [],
    is_featured: false,
    is_active: true,
    sort_order: 0,
    ...fields,
  }
}

/** What a loader threw: React Router's data(body, init). */
export async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
  } catch (error) {
    const init = (error as { init?: { status?: number } }).init
    if (init?.status) return init.status
    throw error
  }
  throw new Error('expected the loader to throw')
}

/** Silences the structured warnings loaders write to stderr (and lets tests read them). */
export function captureLogs() {
  return vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
}
