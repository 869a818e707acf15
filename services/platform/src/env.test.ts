import { describe, expect, it } from 'vitest'
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
