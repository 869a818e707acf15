import { expect, test } from './fixtures.ts'

/**
 * The site's forms post application/x-www-form-urlencoded. Whatever else arrives at a form's
 * address (a fuzzer, a script, a broken client) is the sender's mistake: a 4xx, never a 500.
 * Sent with fetch, not a browser: the point is bodies and content types no browser form sends.
 */
const paths = ['/contact', '/ar/contact', '/admin/login', '/contact.data', '/admin/login.data']

const bodies: Array<[what: string, type: string | null, body: string | Uint8Array<ArrayBuffer>]> = [
  ['form fields as text/plain', 'text/plain', 'full_name=Layla&email=layla@example.com'],
  ['text/plain with a charset', 'text/plain;charset=UTF-8', 'hello'],
  ['JSON', 'application/json', '{"full_name":"Layla","email":"layla@example.com"}'],
  ['XML', 'application/xml', '<contact><name>Layla</name></contact>'],
  ['bytes', 'application/octet-stream', new Uint8Array([0, 255, 1, 254, 2, 253])],
  ['a body without a content type', null, new Uint8Array([104, 105])],
  ['multipart without a boundary', 'multipart/form-data', 'full_name=Layla'],
  ['multipart that is not multipart', 'multipart/form-data; boundary=xyz', 'not multipart at all'],
  ['an unknown type', 'application/x-fuzz', '\u0000\u0001\u0002'],
  ['a form that is all percent signs', 'application/x-www-form-urlencoded', '%%%=%%&%'],
]

test.describe('malformed form posts', () => {
  test('when a form address gets a body of another type, then the answer is 4xx, never 500', async ({
    stack,
  }) => {
    const answers: string[] = []
    for (const path of paths) {
      for (const [what, type, body] of bodies) {
        const res = await fetch(`${stack.webUrl}${path}`, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body,
          redirect: 'manual',
        })
        await res.arrayBuffer()
        if (res.status < 400 || res.status >= 500) answers.push(`${path} ${what}: ${res.status}`)
      }
    }
    expect(answers, 'answers outside 4xx').toEqual([])
  })
})
