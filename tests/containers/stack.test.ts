import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import sharp from 'sharp'
import {
  DockerComposeEnvironment,
  type StartedDockerComposeEnvironment,
  type StartedTestContainer,
  Wait,
} from 'testcontainers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePorts } from '../support/free-ports.js'
import { repoRoot } from '../support/stack.js'
import { collapseWhitespace, readExpectedContent, visibleText } from './expected-content.js'

// Production-like: no demo mode, the first admin comes from the environment.
const admin = { email: 'owner@example.invalid', password: 'container-test-password-1' }

describe('docker compose stack', () => {
  let environment: StartedDockerComposeEnvironment | undefined
  let web: StartedTestContainer
  let contentApi: StartedTestContainer
  let edge: StartedTestContainer
  let webUrl: string

  beforeAll(async () => {
    const [webPort] = (await freePorts(1)) as [number]
    const projectName = `site-containers-${process.pid}-${Date.now().toString(36)}`
    environment = await new DockerComposeEnvironment(repoRoot, 'docker-compose.yml')
      .withProjectName(projectName)
      .withBuild()
      .withEnvironment({
        WEB_PUBLISHED_PORT: String(webPort),
        DEMO_MODE: 'false',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        // '' = web proxies /media/*, whatever the developer's shell says
        PUBLIC_MEDIA_URL: '',
      })
      .withWaitStrategy('content-api-1', Wait.forHealthCheck())
      .withWaitStrategy('media-1', Wait.forHealthCheck())
      .withWaitStrategy('web-1', Wait.forHealthCheck())
      .withWaitStrategy('edge-1', Wait.forHealthCheck())
      .withStartupTimeout(120_000)
      .up()
    web = environment.getContainer('web-1')
    contentApi = environment.getContainer('content-api-1')
    edge = environment.getContainer('edge-1')
    // the site is reached through the edge (HAProxy), the one published port
    webUrl = `http://${edge.getHost()}:${edge.getMappedPort(8080)}`
  })

  afterAll(async () => {
    await environment?.down({ removeVolumes: true, timeout: 20_000 })
  })

  it('when the home page is requested, then web renders the hero and the featured solutions from content-api', async () => {
    const expected = await readExpectedContent(repoRoot)
    const response = await fetch(`${webUrl}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const text = visibleText(await response.text())
    expect(text).toContain(collapseWhitespace(expected.heroTitle))
    expect(expected.featuredSolutions.length).toBeGreaterThan(0)
    // Titles alone could come from navigation labels; the card descriptions only from content-api.
    for (const solution of expected.featuredSolutions) {
      expect(text).toContain(collapseWhitespace(solution.title))
      expect(text).toContain(collapseWhitespace(solution.description))
    }
  })

  it('when an image variant is requested through web, then the media proxy serves a 640 px WebP for a year', async () => {
    const response = await fetch(`${webUrl}/media/solution-energy-systems.jpg?w=640&f=webp`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toMatch(/immutable/)
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.width).toBe(640)
  })

  it('when the stack is up, then only the edge publishes a port on the host', () => {
    expect(edge.getMappedPort(8080)).toBeGreaterThan(0)
    expect(() => web.getMappedPort(3000)).toThrow()
    expect(() => contentApi.getMappedPort(4100)).toThrow()
    expect(() => environment?.getContainer('media-1').getMappedPort(4200)).toThrow()
  })

  it('when content-api first starts, then the content volume is a git repository with the seed commit', async () => {
    const log = await contentApi.exec(['git', '-C', '/app/content', 'log', '--format=%cn|%s'])
    expect(log.exitCode).toBe(0)
    expect(log.stdout.trim().split('\n').at(-1)).toBe('Content API|Seed content from the image')
    const seeded = await contentApi.exec(['test', '-f', '/app/content/pages/home.json'])
    expect(seeded.exitCode).toBe(0)
  })

  it('when the first admin is set in the environment, then web can log in with it over the compose network', async () => {
    // content-api is not published: call it from inside the web container, as web does.
    const script = `fetch('http://content-api:4100/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: process.env.E, password: process.env.P }),
      }).then(async (r) => { console.log(r.status); console.log(await r.text()) })`
    const wrong = await web.exec(['node', '-e', script], {
      env: { E: admin.email, P: 'not-the-password' },
    })
    expect(wrong.stdout.split('\n')[0]).toBe('401')
    const right = await web.exec(['node', '-e', script], {
      env: { E: admin.email, P: admin.password },
    })
    expect(right.stdout.split('\n')[0]).toBe('200')
    const body = JSON.parse(right.stdout.split('\n').slice(1).join('\n')) as { token?: unknown }
    expect(typeof body.token).toBe('string')
  })

  // Last on purpose: it stops the stack (afterAll then removes it and its volumes).
  it('when the stack is stopped, then every service shuts down on SIGTERM with exit code 0', async () => {
    const containers = ['content-api-1', 'media-1', 'web-1'].map((name) => ({
      name,
      id: environment?.getContainer(name).getId() ?? '',
    }))
    await environment?.stop()
    // A service that ignored SIGTERM would be SIGKILLed after stop_grace_period: exit code 137.
    for (const { name, id } of containers) {
      const { stdout } = await promisify(execFile)('docker', [
        'inspect',
        '--format',
        '{{.State.Status}} {{.State.ExitCode}}',
        id,
      ])
      expect(`${name}: ${stdout.trim()}`).toBe(`${name}: exited 0`)
    }
  })
})
