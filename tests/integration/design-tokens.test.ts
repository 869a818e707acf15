import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const app = path.resolve(import.meta.dirname, '../../services/web/app')
/** The only files where colours are written out: the site's tokens and the admin's. */
const themes = new Set(['theme/theme.css.ts', 'admin/theme.css.ts'])
const colourLiteral = /rgba?\(|hsla?\(|#[0-9a-f]{3,8}\b/i

/** Colour literals in stylesheets outside the themes, as "file:line: text". */
function strayColours(): string[] {
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts') && !themes.has(file.split(path.sep).join('/')))
    .flatMap((file) =>
      readFileSync(path.join(app, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          colourLiteral.test(line.replace(/\/\/.*$/, ''))
            ? [`${file}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    )
}

describe('design tokens', () => {
  it('when a stylesheet needs a colour, then it reads a theme token instead of writing one out', () => {
    expect(strayColours()).toEqual([])
  })
})
