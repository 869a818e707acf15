import { data, type AppLoadContext } from 'react-router'
import { handleDraftIntent, type DraftActionResult } from '../drafts/draft-intents.server'

/** A card's answer: the draft intents' result and which draft's card posted it. */
export type WorkflowActionResult = Omit<DraftActionResult, 'target'> & {
  /** the draft the card's form named, so the board shows the answer on that card */
  target: string | null
}

interface WithInit<D> {
  type: 'DataWithResponseInit'
  data: D
  init: ResponseInit | null
}

const withInit = <D>(value: unknown): value is WithInit<D> =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'DataWithResponseInit'

/**
 * The board's forms (status, publish, schedule, cancel, discard): the shared draft intents do the
 * work and answer; the board adds which card asked, so the answer shows on that card.
 */
export async function workflowAction(request: Request, context: AppLoadContext) {
  const named = (await request.clone().formData()).get('target')
  const target = typeof named === 'string' && named !== '' ? named : null
  const result: unknown = await handleDraftIntent(request, context)
  if (withInit<DraftActionResult>(result)) {
    return data<WorkflowActionResult>({ ...result.data, target }, result.init ?? undefined)
  }
  return { ...(result as DraftActionResult), target } satisfies WorkflowActionResult
}
