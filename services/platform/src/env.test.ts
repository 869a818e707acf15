import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { booleanFlag, ConfigError, presentVariables } from './env.js'

const schema = z.object({ DEMO_MODE: booleanFlag.default(false) })
const parse = (value: string | undefined) =>
  schema.safeParse(presentVariables({ DEMO_MODE: value }, ['DEMO_MODE']))

describe('booleanFlag', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    [' True ', true],
    ['1', true],
    ['false', false],
    ['FALSE', false],
    ['0', false],
  ])('when the value is %j, then it reads %s', (value, expected) => {
    expect(parse(value)).toMatchObject({ success: true, data: { DEMO_MODE: expected } })
  })

  it.each(['', undefined])('when the value is %j, then the default applies', (value) => {
    expect(parse(value)).toMatchObject({ success: true, data: { DEMO_MODE: false } })
  })

  it.each(['yes', 'no', 'on', 'off', 'enabled', '2'])(
    'when the value is %j, then it is refused rather than guessed',
    (value) => {
      const result = parse(value)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual(['DEMO_MODE'])
    },
  )
})

describe('presentVariables', () => {
  it('when a variable is empty, then it counts as unset unless it is listed as keeping it', () => {
    const env = { A: '', B: '', C: 'x', D: 'unrelated' }
    expect(presentVariables(env, ['A', 'B', 'C'], ['B'])).toEqual({ B: '', C: 'x' })
  })
})

describe('ConfigError', () => {
  it('when built from problems, then the message names every one of them', () => {
    const error = new ConfigError(['A: missing', 'B: not a number'])
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ConfigError')
    expect(error.problems).toEqual(['A: missing', 'B: not a number'])
    expect(error.message).toBe('Invalid configuration: A: missing; B: not a number')
  })
})

describe('secrets from files (<NAME>_FILE)', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const secretFile = (text: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'env-secret-'))
    dirs.push(dir)
    const file = path.join(dir, 'secret')
    writeFileSync(file, text)
    return file
  }

  it('when NAME_FILE names a file, then NAME is its content without the trailing newline', () => {
    const file = secretFile('a long admin password\n')
    expect(presentVariables({ ADMIN_PASSWORD_FILE: file }, ['ADMIN_PASSWORD'])).toEqual({
      ADMIN_PASSWORD: 'a long admin password',
    })
  })

  it('when both NAME and NAME_FILE are set, then the configuration is refused naming both', () => {
    const file = secretFile('x')
    expect(() =>
      presentVariables({ SMTP_URL: 'smtp://a', SMTP_URL_FILE: file }, ['SMTP_URL']),
    ).toThrow(/SMTP_URL: set SMTP_URL or SMTP_URL_FILE, not both/)
  })

  it('when the file cannot be read, then the configuration is refused naming the variable and path', () => {
    expect(() =>
      presentVariables({ MEDIA_NORMALIZE_TOKEN_FILE: '/nowhere/token' }, ['MEDIA_NORMALIZE_TOKEN']),
    ).toThrow(/MEDIA_NORMALIZE_TOKEN_FILE: cannot read \/nowhere\/token \(ENOENT\)/)
  })

  it('when NAME_FILE is empty, then NAME is read as usual', () => {
    expect(
      presentVariables({ CONTENT_GIT_WEBHOOK_SECRET_FILE: '', CONTENT_GIT_WEBHOOK_SECRET: 's' }, [
        'CONTENT_GIT_WEBHOOK_SECRET',
      ]),
    ).toEqual({ CONTENT_GIT_WEBHOOK_SECRET: 's' })
  })

  it('when the named file is empty, then NAME is unset (a stack can mount an empty secret for an unused setting)', () => {
    const file = secretFile('\n')
    expect(presentVariables({ SMTP_URL_FILE: file }, ['SMTP_URL'])).toEqual({})
    expect(presentVariables({ SMTP_URL_FILE: file }, ['SMTP_URL'], ['SMTP_URL'])).toEqual({
      SMTP_URL: '',
    })
  })
})
