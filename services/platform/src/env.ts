import { readFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * A variable holds an invalid value. `problems` names each one (`NAME: what is wrong`); the
 * message says them all, so a service that cannot start tells the operator everything at once.
 */
export class ConfigError extends Error {
  override name = 'ConfigError'

  constructor(
    readonly problems: string[],
    message = `Invalid configuration: ${problems.join('; ')}`,
  ) {
    super(message)
  }
}

const TRUE = ['true', '1']
const FALSE = ['false', '0']

/**
 * On/off variables (DEMO_MODE): 'true'/'false'/'1'/'0' in any case and with stray spaces
 * ('TRUE' from a compose file means what it says). Anything else, 'yes' and 'on' included, is
 * refused rather than guessed: a flag that turns on a demo login must never be read as off (or
 * on) by accident. Unset or '' means the default the caller gives with `.default()`.
 */
export const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => TRUE.includes(v) || FALSE.includes(v), { message: "use 'true' or 'false'" })
  .transform((v) => TRUE.includes(v))

/**
 * The environment with '' read as unset (`VAR= npm start` and compose's `VAR: ""` mean "use the
 * default"), limited to the variables a schema knows; `keepEmpty` lists those where '' is itself
 * a value. Any of them may instead come from a file named by `<NAME>_FILE` (Docker secrets'
 * convention: `ADMIN_PASSWORD_FILE=/run/secrets/admin_password`), so a secret need not sit in
 * the environment `docker inspect` shows; one trailing newline of the file is dropped, and an empty
 * file is unset like an empty variable. Both set,
 * or a file that cannot be read, is a ConfigError naming the variable.
 */
export function presentVariables(
  env: NodeJS.ProcessEnv,
  names: Iterable<string>,
  keepEmpty: readonly string[] = [],
): Record<string, string> {
  const present: Record<string, string> = {}
  const problems: string[] = []
  for (const name of names) {
    const value = env[name]
    const file = env[`${name}_FILE`]
    if (file !== undefined && file !== '') {
      if (value !== undefined && value !== '') {
        problems.push(`${name}: set ${name} or ${name}_FILE, not both`)
        continue
      }
      try {
        const text = readFileSync(file, 'utf8').replace(/\r?\n$/, '')
        if (text !== '' || keepEmpty.includes(name)) present[name] = text
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
        problems.push(`${name}_FILE: cannot read ${file} (${code})`)
      }
      continue
    }
    if (value === undefined || (value === '' && !keepEmpty.includes(name))) continue
    present[name] = value
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return present
}
