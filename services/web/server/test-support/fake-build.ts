import type { ServerBuild } from 'react-router'
import type { LoadContextInput } from '../server-build.js'

/**
 * A minimal React Router server build for tests of web's server: a public page
 * (/products/:slug) that reads content-api through the load context's fetch, as the real
 * loaders do through the content-api client, and answers what it read.
 */
export function contentReadingBuild(): ServerBuild {
  const createLoadContext = (input: LoadContextInput) => ({
    fetch: input.fetch,
    contentApiUrl: input.contentApiUrl,
  })
  type Context = ReturnType<typeof createLoadContext>
  return fakeServerBuild({
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response('document', { status, headers }),
        createLoadContext,
        openPreview: async () => ({ kind: 'none' }),
        handleError: () => {}, // React Router would console.error unmatched URLs
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/products.$slug': {
        id: 'routes/products.$slug',
        parentId: 'root',
        path: 'products/:slug',
        module: {
          loader: async ({ context }: { context: Context }) => {
            const res = await context.fetch(`${context.contentApiUrl}/api/revision`)
            return Response.json({ revision: res.ok ? await res.json() : null })
          },
        },
      },
    },
  })
}

/**
 * A React Router server build of the given entry module and routes, with the fields every test
 * build shares (assets manifest, paths, flags) fixed.
 */
export function fakeServerBuild(parts: { entry: unknown; routes: unknown }): ServerBuild {
  return {
    ...parts,
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {},
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
}
