import type { GitAuthor } from './git-run.js'

/**
 * `Name <email> <seconds> <+hhmm>` as git writes a person into a commit. Characters that would
 * end the field or the header line (`<`, `>`, line breaks, NUL) are dropped, as git's own
 * ident formatting drops them: an editor's name can never forge another header.
 */
function ident(person: GitAuthor, when: Date): string {
  const clean = (text: string) => text.replace(/[<>\r\n\0]/g, '').trim()
  const offset = -when.getTimezoneOffset()
  const sign = offset < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  const seconds = Math.floor(when.getTime() / 1000)
  return `${clean(person.name)} <${clean(person.email)}> ${seconds} ${sign}${hours}${minutes}`
}

/** A commit object's bytes, as `git commit-tree <tree> -p <parent>` makes them. */
export function commitObject(commit: {
  tree: string
  parent: string
  author: GitAuthor
  committer: GitAuthor
  message: string
  when?: Date
}): Buffer {
  const when = commit.when ?? new Date()
  const message = commit.message.endsWith('\n') ? commit.message : `${commit.message}\n`
  return Buffer.from(
    `tree ${commit.tree}\nparent ${commit.parent}\n` +
      `author ${ident(commit.author, when)}\ncommitter ${ident(commit.committer, when)}\n\n${message}`,
  )
}
