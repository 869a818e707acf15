import { style } from '@vanilla-extract/css'
import { adminColor, vars } from '../theme.css'

/** The search and sharing preview under the SEO fields: counters, a result and a card. */

/**
 * Each grid here has one track that may shrink below its content (minmax(0, 1fr)): the result's
 * title is kept on one line as the search engine shows it, and would otherwise widen the page.
 */
const shrinkingGrid = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const

export const preview = style({
  ...shrinkingGrid,
  gap: vars.space['3'],
  marginBlockStart: vars.space['4'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })

export const counts = style({ ...shrinkingGrid, gap: vars.space['1'] })

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/** amber, and the words say "over the limit" too (colour is never the only sign) */
export const countOver = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: adminColor.warningText,
  background: adminColor.warningSoft,
  borderInlineStart: `3px solid ${adminColor.warningEdge}`,
  paddingInline: vars.space['2'],
})

export const previews = style({ ...shrinkingGrid, gap: vars.space['4'] })

export const caption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space['2'],
})

export const result = style({ margin: 0, fontFamily: 'Arial, sans-serif' })

export const resultSite = style({ margin: 0, ...shrinkingGrid, fontSize: '0.8125rem' })

export const resultSiteName = style({ color: adminColor.searchSiteName })

export const resultUrl = style({ color: adminColor.searchMuted, overflowWrap: 'anywhere' })

export const resultTitle = style({
  margin: `${vars.space['1']} 0`,
  color: adminColor.searchTitle,
  fontSize: '1.25rem',
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxInlineSize: '600px',
})

export const resultDescription = style({
  margin: 0,
  color: adminColor.searchMuted,
  fontSize: '0.875rem',
  lineHeight: 1.58,
  maxInlineSize: '600px',
})

export const card = style({
  margin: 0,
  maxInlineSize: '500px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})

/** the 1.91:1 frame social networks crop an og:image to (1200x630) */
export const cardImage = style({
  position: 'relative',
  aspectRatio: '1200 / 630',
  background: vars.color.brand,
})

export const cardText = style({
  ...shrinkingGrid,
  gap: vars.space['1'],
  padding: vars.space['3'],
  background: vars.color.surfaceMuted,
})

export const cardSite = style({
  fontSize: '0.75rem',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const cardTitle = style({ margin: 0, fontWeight: 600, color: vars.color.text })

export const cardDescription = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
