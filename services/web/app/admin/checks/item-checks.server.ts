import type { ContentCheckProblem } from '@site/contract'
import type { ContentClient } from '@site/contract/client'

/**
 * An item's content checks for its editor (`draft`: of the draft the form continues). They only
 * advise: when content-api cannot answer them, the editor opens without them (null).
 */
export async function loadItemChecks(
  api: ContentClient,
  target: string,
  draft: boolean,
): Promise<ContentCheckProblem[] | null> {
  try {
    return await api.itemChecks(target, { draft })
  } catch (error) {
    if (error instanceof Response) throw error
    return null
  }
}
