import { describe, expect, it, vi } from 'vitest'
import { fakeContext } from '../../test-support/load-context'
import { listAction } from './list.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const V1 = 'a'.repeat(40)

function post(form: Array<[string, string]>) {
  return new Request('http://127.0.0.1:3000/admin/products', {
    method: 'POST',
    headers: { cookie: '__session=tok1' },
    body: new URLSearchParams(form),
  })
}

/** The notice the action answered with (a plain result, or data(body, init) for a refusal). */
function notice(value: unknown): { status: number; message: string } {
  const init = (value as { init?: { status?: number } }).init
  const body = ((value as { data?: unknown }).data ?? value) as { message: string }
  return { status: init?.status ?? 200, message: body.message }
}

const params = { collection: 'products' }

function ctx(products: Record<string, unknown>, adminLanguage?: 'ar') {
  return fakeContext({
    me: async () => ({ ...editor, ...(adminLanguage ? { adminLanguage } : {}) }),
    products,
  })
}

const threeSelected: Array<[string, string]> = [
  ['intent', 'bulk'],
  ['action', 'deactivate'],
  ...['a', 'b', 'c'].flatMap((slug): Array<[string, string]> => [
    ['slug', slug],
    [`version:${slug}`, V1],
  ]),
]

describe("a collection list's actions speak the editor's admin language", () => {
  it('when an English editor deactivates three products, then the notice counts them with the collection noun', async () => {
    const bulk = vi.fn(async () => ({ changed: ['a', 'b', 'c'] }))
    const out = notice(await listAction(post(threeSelected), ctx({ bulk }), params))
    expect(out).toEqual({ status: 200, message: 'Deactivated 3 products.' })
    expect(bulk).toHaveBeenCalledWith({
      action: 'deactivate',
      slugs: ['a', 'b', 'c'],
      versions: { a: V1, b: V1, c: V1 },
    })
  })

  it('when an Arabic editor deactivates three products, then the notice is Arabic with its plural form', async () => {
    const bulk = vi.fn(async () => ({ changed: ['a', 'b', 'c'] }))
    const out = notice(await listAction(post(threeSelected), ctx({ bulk }, 'ar'), params))
    expect(out.message).toBe('تم إلغاء تفعيل 3 عناصر.')
  })

  it('when an Arabic editor saves an order or sends nothing to delete, then both answers are Arabic', async () => {
    const order = vi.fn(async () => ({ changed: ['b'] }))
    const saved = notice(
      await listAction(
        post([
          ['intent', 'reorder'],
          ['order', 'b'],
          ['order', 'a'],
        ]),
        ctx({ order }, 'ar'),
        params,
      ),
    )
    expect(saved.message).toBe('حُفظ الترتيب.')
    const empty = notice(
      await listAction(post([['intent', 'delete']]), ctx({ remove: vi.fn() }, 'ar'), params),
    )
    expect(empty).toEqual({ status: 400, message: 'لا يوجد ما يُحذف.' })
  })

  it('when nothing the bulk action asks changes, then the notice says so in the right number', async () => {
    const bulk = vi.fn(async () => ({ changed: [] }))
    const one = notice(
      await listAction(
        post([
          ['intent', 'bulk'],
          ['action', 'feature'],
          ['slug', 'a'],
        ]),
        ctx({ bulk }),
        params,
      ),
    )
    expect(one.message).toBe('Nothing to change: the product already was so.')
    const many = notice(await listAction(post(threeSelected), ctx({ bulk }), params))
    expect(many.message).toBe('Nothing to change: the products already were so.')
  })
})
