import { readFile, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { silentLogger } from '@site/platform'
import { ContentStore } from '../content/content-store.js'
import { createTestRepo } from '../test-support/test-repo.js'
import { ContentChecks } from './content-checks.js'
import { ExternalLinkChecker, LINK_CHECK_DEFAULTS } from './link-checker.js'

let cleanup: (() => Promise<void>) | undefined
let http: Server | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)))
  http = undefined
})

describe('the content checks kept current', () => {
  it('when a reload brings an external link that answers 404, then the background checker asks it and the item has the warning', async () => {
    const asked: string[] = []
    http = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`)
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    const repo = await createTestRepo()
    cleanup = repo.cleanup
    const store = new ContentStore(repo.dir, silentLogger)
    await store.loadAll()
    const links = new ExternalLinkChecker({
      ...LINK_CHECK_DEFAULTS,
      userAgent: 'test',
      allowPrivate: true,
      perHostMs: 0,
    })
    const checks = new ContentChecks(store, silentLogger, links)
    await checks.start()
    expect(asked).toEqual([])

    const file = 'solutions/software-platforms.md'
    const text = await readFile(path.join(repo.dir, file), 'utf8')
    await writeFile(path.join(repo.dir, file), `${text.trimEnd()}\n\n[Vendor](${origin}/gone)\n`)
    await store.reload(file)
    await links.idle()
    expect(asked).toEqual(['HEAD /gone', 'GET /gone'])
    expect(checks.problemsOf(file)).toEqual([
      {
        file,
        field: 'detailed_description',
        severity: 'warning',
        message: `Link to ${origin}/gone: answers 404`,
      },
    ])
    expect(checks.all()).toEqual(expect.arrayContaining(checks.problemsOf(file)))
    checks.stop()
    links.stop()
  })
})
