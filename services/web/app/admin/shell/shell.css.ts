import { globalStyle, style } from '@vanilla-extract/css'
import { adminColor, media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

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

export const skipLink = style([
  sprinkles({
    position: 'absolute',
    borderRadius: 'sm',
    background: 'surface',
    color: 'brand',
    fontWeight: 'semibold',
  }),
  {
    left: vars.space['3'],
    top: vars.space['3'],
    zIndex: 100,
    padding: `${vars.space['2']} ${vars.space['4']}`,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
])

/** The navy column: brand and menu. A top bar with a toggle on phones. */
export const sidebar = style([
  sprinkles({
    background: 'brand',
    display: { desktop: 'flex' },
    flexDirection: { desktop: 'column' },
  }),
  {
    color: adminColor.sidebarText,
    vars: { [vars.color.focus]: vars.color.accent },
    position: 'sticky',
    top: 0,
    zIndex: 20,
    '@media': { [media.desktop]: { height: '100vh' } },
  },
])

export const sidebarTop = style([
  recipes.row({ gap: '3' }),
  sprinkles({ justifyContent: 'space-between' }),
  {
    minHeight: '64px',
    padding: `0 ${vars.space['4']}`,
    '@media': { [media.desktop]: { minHeight: '72px', padding: `0 ${vars.space['5']}` } },
  },
])

export const brand = style([
  recipes.row({ gap: '3' }),
  sprinkles({ color: 'textInverse', textDecoration: 'none' }),
  { fontWeight: vars.fontWeight.bold, letterSpacing: '0.01em', lineHeight: 1.15 },
])

export const brandSub = style([
  sprinkles({ display: 'block', fontSize: 'xs', fontWeight: 'medium', textTransform: 'uppercase' }),
  { color: adminColor.sidebarText, letterSpacing: '0.08em' },
])

export const menuToggle = style([
  sprinkles({
    display: { mobile: 'inline-flex', desktop: 'none' },
    alignItems: 'center',
    gap: '2',
    borderRadius: 'sm',
    color: 'textInverse',
    fontWeight: 'semibold',
    textDecoration: 'none',
  }),
  {
    minHeight: '40px',
    padding: `0 ${vars.space['3']}`,
    border: `1px solid ${vars.tint.lineOnDarkStrong}`,
    background: 'transparent',
    selectors: { '&:hover': { background: adminColor.sidebarHover } },
  },
])

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

export const nav = style([recipes.stack({ gap: '2' })])

export const navList = style([recipes.plainList, sprinkles({ display: 'grid' }), { gap: '2px' }])

export const navLink = style([
  recipes.row({ gap: '3' }),
  sprinkles({ borderRadius: 'sm', textDecoration: 'none', fontWeight: 'medium' }),
  {
    minHeight: '44px',
    padding: `0 ${vars.space['3']}`,
    borderLeft: '3px solid transparent',
    // a pointer's targets can be lower: the whole menu fits a laptop's height
    '@media': { [media.desktop]: { minHeight: '36px' } },
    color: adminColor.sidebarText,
    selectors: {
      '&:hover': { background: adminColor.sidebarHover, color: vars.color.textInverse },
      '&[aria-current]': {
        background: adminColor.sidebarActive,
        borderLeftColor: vars.color.accent,
        color: vars.color.textInverse,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
])

/** A group's title, which opens and closes it. */
export const navGroupSummary = style([
  recipes.row({ gap: '2' }),
  sprinkles({
    borderRadius: 'sm',
    listStyle: 'none',
    cursor: 'pointer',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
  }),
  {
    minHeight: '36px',
    padding: `0 ${vars.space['3']}`,
    letterSpacing: '0.08em',
    color: adminColor.sidebarText,
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { background: adminColor.sidebarHover, color: vars.color.textInverse },
    },
    '@media': { [media.desktop]: { minHeight: '30px' } },
  },
])

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
export const content = style([sprinkles({ minWidth: 0, display: 'flex', flexDirection: 'column' })])

/** Who is signed in, Back to Site and Logout: at the top of the window, always. */
export const adminBar = style([
  recipes.row({ gap: '3' }),
  sprinkles({ justifyContent: 'space-between', background: 'surface', borderBottom: 'subtle' }),
  {
    position: 'sticky',
    top: '64px',
    zIndex: 15,
    minHeight: '56px',
    padding: `${vars.space['2']} ${vars.space['4']}`,
    '@media': {
      [media.tablet]: { padding: `${vars.space['2']} ${vars.space['6']}` },
      // the navy column is beside it, not above it
      [media.desktop]: { top: 0 },
    },
  },
])

export const user = style([
  recipes.row({ gap: '3' }),
  sprinkles({ minWidth: 0, color: 'text', textDecoration: 'none', borderRadius: 'sm' }),
])

export const avatar = style([
  sprinkles({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: 'full',
    background: 'brand',
    color: 'textInverse',
    fontWeight: 'bold',
    fontSize: 'sm',
  }),
  { width: '36px', height: '36px' },
])

export const userText = style([sprinkles({ minWidth: 0, display: 'grid' }), { lineHeight: 1.3 }])

export const userName = style([
  sprinkles({ fontWeight: 'semibold', overflow: 'hidden', whiteSpace: 'nowrap' }),
  { textOverflow: 'ellipsis' },
])

globalStyle(`${user}:hover ${userName}`, { textDecoration: 'underline' })

export const userEmail = style([
  sprinkles({ fontSize: 'sm', color: 'textMuted', overflow: 'hidden', whiteSpace: 'nowrap' }),
  {
    textOverflow: 'ellipsis',
    // a phone's bar keeps its room for the two buttons
    '@media': { [media.belowDesktop]: { display: 'none' } },
  },
])

export const barActions = style([sprinkles({ display: 'flex', flexShrink: 0, gap: '2' })])

globalStyle(`${barActions} form`, { display: 'contents' })

export const barButton = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    border: 'strong',
    borderRadius: 'sm',
    background: 'surface',
    color: 'text',
    fontSize: 'sm',
    fontWeight: 'semibold',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  }),
  {
    minHeight: '40px',
    padding: `0 ${vars.space['3']}`,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
])

export const main = style({
  minWidth: 0,
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [media.tablet]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['8']}` },
  },
})

export const mainInner = style([
  recipes.stack({ gap: '5' }),
  { maxWidth: '1120px', margin: '0 auto' },
])

/** The unread count beside Messages. */
export const navBadge = style([
  sprinkles({
    marginInlineStart: 'auto',
    borderRadius: 'full',
    background: 'accent',
    color: 'brandStrong',
    textAlign: 'center',
  }),
  {
    minWidth: '1.5rem',
    padding: `0 ${vars.space['2']}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: '1.5rem',
  },
])
