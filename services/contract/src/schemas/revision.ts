import { z } from 'zod'

/**
 * GET /api/revision: the content revision, and with `?since=<a revision>` the content files
 * changed since it when content-api knows them (`since` echoes the revision asked about).
 */
export const RevisionAnswer = z.object({
  revision: z.string().min(1),
  since: z.string().optional(),
  changed: z.array(z.string()).optional(),
})
export type RevisionAnswer = z.infer<typeof RevisionAnswer>
