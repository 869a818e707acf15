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

// the counts and quick actions
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  // two figures side by side on a phone, four on a laptop
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
})

export const stat = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
})

export const statTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
})

export const statIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandMuted,
})

export const statValue = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
})

export const statFoot = style({ fontSize: vars.fontSize.sm })

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
  marginBottom: vars.space['3'],
})

export const actions = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const action = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['4'],
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brandMuted, boxShadow: vars.shadow.md },
  },
})

export const actionText = style({ display: 'grid', gap: '2px', minWidth: 0 })

export const actionTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand })

export const actionHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/** the content remote's one-line state under the problems */
export const remoteLine = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBlock: vars.space['3'],
  overflowWrap: 'anywhere',
})

/** a notice item's buttons, on the item's line when there is room */
export const inlineForm = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  verticalAlign: 'middle',
})
