import path from 'node:path'
import { checkContent } from './check-content.js'

/** `npm run content:check [dir]`: prints `path: field: message` per problem, exits 1 on any. */
const root = path.resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? './content')
const problems = await checkContent(root)
// paths from where the command runs, so a reviewer can open them straight from the output
for (const p of problems) {
  process.stdout.write(
    `${path.relative(process.cwd(), path.join(root, p.file))}: ${p.field}: ${p.message}\n`,
  )
}
if (problems.length > 0) {
  process.stdout.write(`\n${problems.length} problem(s) in ${root}\n`)
  process.exit(1)
}
process.stdout.write(`content OK: ${root}\n`)
