import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import { content } from '../ui/dialog.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

/** The Ctrl+K dialog: near the top (results grow downwards), wider than a confirmation. */
export const dialog = style([
  content,
  {
    top: '12vh',
    transform: 'translateX(-50%)',
    width: 'min(640px, calc(100vw - 24px))',
    maxHeight: '76vh',
    gridTemplateRows: 'auto auto auto minmax(0, 1fr) auto',
    gap: vars.space['2'],
    padding: vars.space['4'],
  },
])

export const dialogTitle = style([sprinkles({ fontSize: 'lg', color: 'brandStrong' })])

export const input = style([
  sprinkles({
    width: '100%',
    border: 'strong',
    borderRadius: 'sm',
    color: 'text',
    background: 'surface',
  }),
  {
    minHeight: '44px',
    padding: `0 ${vars.space['3']}`,
    font: 'inherit',
    fontSize: vars.fontSize.md,
  },
])

export const status = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const listbox = style([recipes.stack({ gap: '3' }), { overflowY: 'auto' }])

export const group = style([recipes.stack({ gap: '1' })])

export const groupHeading = style([
  sprinkles({
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    color: 'textMuted',
  }),
  { letterSpacing: '0.04em' },
])

export const option = style([
  sprinkles({ display: 'grid', borderRadius: 'sm', cursor: 'pointer' }),
  {
    gap: '2px',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    border: '2px solid transparent',
    selectors: {
      '&[aria-selected="true"]': {
        background: vars.color.brandSoft,
        borderColor: vars.color.brandMuted,
      },
    },
  },
])

export const optionTitle = style([sprinkles({ fontWeight: 'semibold', color: 'text' })])

export const optionContext = style([sprinkles({ fontSize: 'xs', color: 'textMuted' })])

export const snippet = style({ fontSize: vars.fontSize.sm, color: vars.color.text })

globalStyle(`${snippet} mark`, {
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
})

export const keys = style([sprinkles({ fontSize: 'xs', color: 'textMuted' })])

globalStyle(`${keys} kbd`, {
  padding: '0 4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
})

/** The admin bar's search box: grows to fill the bar between the account and the buttons. */
export const barSearch = style([
  recipes.row({ gap: '2' }),
  sprinkles({ minWidth: 0 }),
  { flex: '1 1 auto', maxWidth: '420px' },
])

/** from tablets up; a phone's bar has room for the button only (it opens the same search) */
export const barInput = style([
  input,
  {
    display: 'none',
    minHeight: '40px',
    minWidth: 0,
    fontSize: vars.fontSize.sm,
    '@media': { [media.tablet]: { display: 'block' } },
  },
])

/** the button's word on phones is for screen readers only (the icon shows) */
export const barButtonText = style({
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})

/** The shortcut's hint beside the box (not on phones, which have no keyboard shortcut). */
export const shortcut = style([
  sprinkles({ display: 'none', fontSize: 'xs', color: 'textMuted', whiteSpace: 'nowrap' }),
  { '@media': { [media.desktop]: { display: 'inline' } } },
])

/** The results page (the bar's search without JavaScript). */
export const pageList = style([recipes.plainList, recipes.stack({ gap: '2' })])

export const pageGroup = style([recipes.stack({ gap: '2' }), sprinkles({ marginTop: '5' })])

export const pageResult = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ display: 'grid', padding: '3', borderRadius: 'md' }),
  { gap: '2px' },
])
