import { z } from 'zod'
import { Version } from './common.js'
import { collectionDefinitions, schemaOf, solutionIcons } from './fields.js'

export { solutionIcons }
export const SolutionIcon = z.enum(solutionIcons)
export type SolutionIcon = z.infer<typeof SolutionIcon>

/**
 * What an editor may set on a solution, derived from the field registry (fields.ts). Stored as
 * content/solutions/<slug>.md: every field but `detailed_description` in the front matter,
 * `detailed_description` (Markdown) as the body.
 */
export const SolutionInput = schemaOf(collectionDefinitions.solutions.fields)
export type SolutionInput = z.infer<typeof SolutionInput>

/** A child solution as the API shows it inside its parent. */
export interface SolutionSummary {
  id: string
  slug: string
  title: string
  description: string
  icon: SolutionIcon
}

/** A solution as the API returns it. `version` is the git blob id of the file it was read from. */
export interface Solution extends Omit<SolutionInput, 'children'> {
  id: string
  slug: string
  version: string
  children: SolutionSummary[]
}

/** An update: the fields plus the version the editor loaded (optimistic concurrency). */
export const SolutionUpdate = SolutionInput.extend({
  version: Version,
})
export type SolutionUpdate = z.infer<typeof SolutionUpdate>
