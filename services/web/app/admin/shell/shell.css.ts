import { globalStyle, style } from '@vanilla-extract/css'
import { adminColor, media, vars } from '../theme.css'

const sidebarWidth = '264px'

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  // phones: the top bar keeps its height on a short page; the page takes the rest
  gridTemplateRows: 'auto 1fr',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
      gridTemplateRows: 'auto',
    },
  },
})

export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: vars.space['3'],
  zIndex: 100,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
})

/** The navy column: brand and menu. A top bar with a toggle on phones. */
export const sidebar = style({
  background: vars.color.brand,
  color: adminColor.sidebarText,
  vars: { [vars.color.focus]: vars.color.accent },
  position: 'sticky',
  top: 0,
  zIndex: 20,
  '@media': {
    [media.desktop]: {
      height: '100vh',
      display: 'flex',
      flexDirection: 'column',
    },
  },
})

export const sidebarTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '64px',
  padding: `0 ${vars.space['4']}`,
  '@media': { [media.desktop]: { minHeight: '72px', padding: `0 ${vars.space['5']}` } },
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.01em',
  lineHeight: 1.15,
})

export const brandSub = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: adminColor.sidebarText,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
})

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.tint.lineOnDarkStrong}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: adminColor.sidebarHover } },
  '@media': { [media.desktop]: { display: 'none' } },
})

/** The menu under the brand; on phones a panel that the toggle opens. */
export const panel = style({
  // holds its absolutely placed descendants (the badge's hidden words): outside a scrolling
  // panel, they stretched the page into an empty band below the admin
  position: 'relative',
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.tint.lineOnDark}`,
  '@media': {
    [media.belowDesktop]: {
      // without JavaScript the toggle is a link to the panel, which opens it (:target)
      selectors: { '&[data-open="false"]:not(:target)': { display: 'none' } },
      maxHeight: 'calc(100vh - 64px)',
      overflowY: 'auto',
      boxShadow: vars.shadow.lg,
    },
    [media.desktop]: {
      flex: 1,
      padding: `${vars.space['3']} ${vars.space['3']}`,
      // only when the editor opens more groups than the window is tall
      minHeight: 0,
      overflowY: 'auto',
    },
  },
})

export const nav = style({ display: 'grid', gap: vars.space['2'] })

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '2px',
})

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  borderLeft: '3px solid transparent',
  // a pointer's targets can be lower: the whole menu fits a laptop's height
  '@media': { [media.desktop]: { minHeight: '36px' } },
  color: adminColor.sidebarText,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: adminColor.sidebarHover, color: vars.color.textInverse },
    '&[aria-current]': {
      background: adminColor.sidebarActive,
      borderLeftColor: vars.color.accent,
      color: vars.color.textInverse,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})

/** A group's title, which opens and closes it. */
export const navGroupSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  listStyle: 'none',
  cursor: 'pointer',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: adminColor.sidebarText,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: adminColor.sidebarHover, color: vars.color.textInverse },
  },
  '@media': { [media.desktop]: { minHeight: '30px' } },
})

export const navGroup = style({})

export const navGroupChevron = style({
  flexShrink: 0,
  transition: 'transform 0.15s ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

globalStyle(`${navGroup}[open] > ${navGroupSummary} ${navGroupChevron}`, {
  transform: 'rotate(90deg)',
})

// right to left (an Arabic admin), a closed group's chevron points the way the text runs
globalStyle(`[dir="rtl"] ${navGroup}:not([open]) > ${navGroupSummary} ${navGroupChevron}`, {
  transform: 'scaleX(-1)',
})

/** The page's column: the account bar over the page. */
export const content = style({ minWidth: 0, display: 'flex', flexDirection: 'column' })

/** Who is signed in, Back to Site and Logout: at the top of the window, always. */
export const adminBar = style({
  position: 'sticky',
  top: '64px',
  zIndex: 15,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '56px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['2']} ${vars.space['6']}` },
    // the navy column is beside it, not above it
    [media.desktop]: { top: 0 },
  },
})

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
})

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
})

export const userText = style({ minWidth: 0, display: 'grid', lineHeight: 1.3 })

export const userName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

globalStyle(`${user}:hover ${userName}`, { textDecoration: 'underline' })

export const userEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // a phone's bar keeps its room for the two buttons
  '@media': { [media.belowDesktop]: { display: 'none' } },
})

export const barActions = style({ display: 'flex', flexShrink: 0, gap: vars.space['2'] })

globalStyle(`${barActions} form`, { display: 'contents' })

export const barButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

export const main = style({
  minWidth: 0,
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [media.tablet]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['8']}` },
  },
})

export const mainInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space['5'],
})

/** The unread count beside Messages. */
export const navBadge = style({
  marginInlineStart: 'auto',
  minWidth: '1.5rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.5rem',
  textAlign: 'center',
})
