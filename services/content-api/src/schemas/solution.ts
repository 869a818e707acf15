import { z } from 'zod'
import { ListOfLines, OptionalMediaRef, Slug, Version } from './common.js'

/** Icons the site can draw (spec section 3). */
export const solutionIcons = [
  'zap',
  'server',
  'settings',
  'battery',
  'monitor',
  'sun',
  'activity',
  'grid-3x3',
  'cloud',
  'database',
  'shield',
  'cpu',
  'bot',
  'building',
  'wifi',
  'bar-chart-3',
] as const
export const SolutionIcon = z.enum(solutionIcons)
export type SolutionIcon = z.infer<typeof SolutionIcon>

/**
 * What an editor may set on a solution. Stored as content/solutions/<slug>.md: every field but
 * `detailed_description` in the front matter, `detailed_description` (Markdown) as the body.
 */
export const SolutionInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title is at most 120 characters'),
  category: z.string().trim().max(80).default(''),
  icon: SolutionIcon.default('settings'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(500, 'Description is at most 500 characters'),
  detailed_description: z.string().trim().min(1, 'Detailed description is required').max(20_000),
  image: OptionalMediaRef,
  features: ListOfLines,
  benefits: ListOfLines,
  children: z.array(Slug).max(20).default([]),
  is_featured: z.boolean().default(false),
  sort_order: z.number().int('Sort order is a whole number').default(0),
})
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
