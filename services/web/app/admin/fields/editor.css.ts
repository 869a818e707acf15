import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  },
})

/** A form with nothing for the side column: one column, as wide as the page allows. */
export const singleColumn = style({ display: 'grid', gap: vars.space['5'], maxWidth: '60rem' })

export const column = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })

export const group = style({
  display: 'grid',
  gap: vars.space['5'],
  minWidth: 0,
  margin: 0,
  padding: vars.space['4'],
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
})

export const legend = style({
  float: 'left', // puts the legend inside the card's padding like a heading
  width: '100%',
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
})

globalStyle(`${legend} + *`, { clear: 'both' })

export const groupIntro = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginTop: `calc(-1 * ${vars.space['3']})`,
})

export const iconRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'center',
})

export const iconPreview = style({
  display: 'grid',
  placeItems: 'center',
  width: '46px',
  height: '46px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandMuted,
})

export const imagePreview = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
})

export const previewCaption = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
})

export const markdownPreview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const markdownSummary = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandMuted,
  cursor: 'pointer',
})

export const markdownBody = style({
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxHeight: '420px',
  overflowY: 'auto',
})

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.85em',
  padding: '1px 4px',
  borderRadius: '4px',
  background: vars.color.surfaceSunken,
})

export const children = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
})

export const child = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
})

export const childText = style({ display: 'grid', minWidth: 0, lineHeight: 1.35 })

export const childSlug = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})

/** Save and Cancel stay in reach at the bottom of the screen on long forms. */
export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  marginTop: vars.space['5'],
  display: 'flex',
  // on a phone the buttons (Save, Save draft) go under the status instead of widening the page
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.tint.frosted,
  boxShadow: vars.shadow.bar,
  backdropFilter: 'blur(6px)',
})

export const actionStatus = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const actionButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginLeft: 'auto',
})

export const dirtyDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.accent,
  marginRight: vars.space['2'],
})

export const theirs = style({
  fontSize: vars.fontSize.sm,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '160px',
  overflowY: 'auto',
})

export const takenNote = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
})

export const imageActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
})

/** A quiet text action beside a button (Remove image). */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.danger,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
})
