import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RedirectsList, SearchAnswer } from '@site/contract'
import { createHttp } from '../../services/content-api/src/test-support/http.ts'
import { startTestApi } from '../../services/content-api/src/test-support/test-repo.ts'
import { editorStateOf, textOf } from '../../services/web/app/admin/editor/editor-state.ts'
import { linkTargets } from '../../services/web/app/admin/editor/link-targets.ts'
import { insertLinkTo } from '../../services/web/app/admin/editor/markdown-commands.ts'

/**
 * Insert link stores the picked page's public path, found by the admin search as the picker
 * finds it; a rename of the target leaves a redirect from that path, so the stored link follows.
 */
let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
beforeAll(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterAll(() => api.close())

type Rec = Record<string, unknown> & { version: string }

describe('the link picker', () => {
  it('when a product is picked by title and linked from a solution, then its public path is stored, and after a rename the redirect leads from it to the new path', async () => {
    const found = await http.get<SearchAnswer>('/search?q=Grid%20Controller', token)
    expect(found.status).toBe(200)
    const target = linkTargets(found.body.results).find((r) => r.slug === 'grid-controller')
    expect(target?.public_url).toBe('/products/grid-controller')
    const url = target?.public_url ?? ''

    // the editor makes the selected words a link to it, and the solution is saved
    const solution = (await http.get<Rec>('/solutions/energy-systems?depth=0', token)).body
    const body = String(solution.detailed_description)
    let state = editorStateOf(`${body} Read about our controller.`)
    const from = state.doc.length - 'our controller.'.length
    state = state.update({ selection: { anchor: from, head: state.doc.length - 1 } }).state
    insertLinkTo(url)({ state, dispatch: (tr) => (state = tr.state) })
    const saved = await http.patch(
      '/solutions/energy-systems',
      { version: solution.version, detailed_description: textOf(state) },
      token,
    )
    expect(saved.status).toBe(200)
    const stored = (await http.get<Rec>('/solutions/energy-systems?depth=0', token)).body
    expect(stored.detailed_description).toBe(
      `${body} Read about [our controller](/products/grid-controller).`,
    )

    const product = (await http.get<Rec>('/products/grid-controller', token)).body
    const renamed = await http.post(
      '/products/grid-controller/rename',
      { to: 'grid-controller-2', version: product.version },
      token,
    )
    expect(renamed.status).toBe(200)
    const { redirects } = (await http.get<RedirectsList>('/redirects')).body
    expect(redirects).toContainEqual({
      from: '/products/grid-controller',
      to: '/products/grid-controller-2',
    })
  })
})
