import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const panel = style({ padding: vars.space['4'] })

export const activityList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const activityItem = style({
  display: 'grid',
  gap: '2px',
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
    '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 },
  },
})

export const activityWhat = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
  overflowWrap: 'anywhere',
})

export const activityMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const activityLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
})

export const problemList = style({
  display: 'grid',
  gap: vars.space['1'],
  marginBlockStart: vars.space['2'],
  paddingInlineStart: vars.space['4'],
  overflowWrap: 'anywhere',
})

export const spamList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
})

export const spamItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  overflowWrap: 'anywhere',
})
