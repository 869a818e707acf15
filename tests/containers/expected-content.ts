import fs from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'

/** What the seed content says, read from the repo's content/ so the test never hard-codes it. */
export interface ExpectedContent {
  heroTitle: string
  /** the featured solutions (the five pillars the navigation and the home page show) */
  featuredSolutions: Array<{ title: string; description: string }>
}

export async function readExpectedContent(repoRoot: string): Promise<ExpectedContent> {
  const contentDir = path.join(repoRoot, 'content')
  const home = JSON.parse(await fs.readFile(path.join(contentDir, 'pages/home.json'), 'utf8')) as {
    hero?: { title?: unknown }
  }
  const heroTitle = home.hero?.title
  if (typeof heroTitle !== 'string' || heroTitle.trim() === '') {
    throw new Error('content/pages/home.json has no hero.title')
  }
  const solutionsDir = path.join(contentDir, 'solutions')
  const files = (await fs.readdir(solutionsDir)).filter((name) => name.endsWith('.md')).sort()
  const solutions = await Promise.all(
    files.map(async (name) => {
      const { data } = matter(await fs.readFile(path.join(solutionsDir, name), 'utf8'))
      if (typeof data.title !== 'string') throw new Error(`content/solutions/${name}: no title`)
      if (typeof data.description !== 'string') {
        throw new Error(`content/solutions/${name}: no description`)
      }
      return { title: data.title, description: data.description, featured: data.is_featured }
    }),
  )
  const featuredSolutions = solutions
    .filter((s) => s.featured === true)
    .map(({ title, description }) => ({ title, description }))
  return { heroTitle, featuredSolutions }
}

/** The visible text of an HTML page: tags dropped, common entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
