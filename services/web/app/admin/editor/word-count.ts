/**
 * The words of a Markdown text as a reader counts them: runs of letters or digits (any script,
 * so Arabic counts too), with Markdown's marks (`**`, `#`, `-`, link addresses) not counted.
 */
export function countWords(markdown: string): number {
  const text = markdown
    // a link or image counts its text, not its address
    .replace(/\]\([^)]*\)/g, ']')
  return text.match(/[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu)?.length ?? 0
}
