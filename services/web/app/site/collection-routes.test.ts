import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { collectionPublicRoutes } from './collection-routes'

const appDir = fileURLToPath(new URL('..', import.meta.url))

describe('the public routes derived from the collection registry', () => {
  it('when the routes are derived, then each collection with record pages has its list and detail route at its URLs', () => {
    expect(collectionPublicRoutes().map((r) => [r.path, r.file])).toEqual([
      ['solutions', 'routes/public/solutions.tsx'],
      ['solutions/:slug', 'routes/public/solution-detail.tsx'],
      ['products', 'routes/public/products.tsx'],
      ['products/:slug', 'routes/public/product-detail.tsx'],
      ['sectors', 'routes/public/sectors.tsx'],
      ['sectors/:slug', 'routes/public/sector-detail.tsx'],
    ])
  })

  it('when the routes are derived, then every module they name exists', () => {
    const missing = collectionPublicRoutes().filter((r) => !existsSync(`${appDir}${r.file}`))
    expect(missing).toEqual([])
  })
})
