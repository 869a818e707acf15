import { style } from '@vanilla-extract/css'
import { media, vars, adminColor } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const stack = style([recipes.stack({ gap: '5' })])

export const sectionTitle = style([
  sprinkles({ fontSize: 'lg', color: 'brandStrong', marginBottom: '3' }),
])

export const formGrid = style([
  recipes.stack({ gap: '4' }),
  sprinkles({ gridTemplateColumns: '1fr' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
])

export const formActions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2', marginTop: '4' }),
])

export const list = style([recipes.plainList])

export const item = style([
  recipes.cluster({ gap: '3' }),
  sprinkles({ justifyContent: 'space-between', paddingY: '3' }),
  {
    borderBlockEnd: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBlockEnd: 0 } },
  },
])

export const itemText = style([sprinkles({ display: 'grid', minWidth: 0 }), { gap: '2px' }])

export const itemTitle = style([
  sprinkles({ fontWeight: 'semibold', color: 'brandStrong', overflowWrap: 'anywhere' }),
])

export const itemMeta = style([
  sprinkles({ fontSize: 'sm', color: 'textMuted', overflowWrap: 'anywhere' }),
])

export const itemActions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' })])

export const badge = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    marginInlineStart: '2',
    borderRadius: 'full',
    background: 'brandSoft',
    color: 'brandStrong',
    fontSize: 'xs',
    fontWeight: 'semibold',
  }),
  { padding: `2px ${vars.space['2']}`, verticalAlign: 'middle' },
])

export const badgeAdmin = style({ background: vars.color.accentSoft, color: adminColor.accentText })

export const dialogField = style({ marginBlock: vars.space['3'] })

/** the QR code to scan: dark on white whatever the theme, as phone cameras read it best */
export const qrCode = style({
  display: 'block',
  width: '200px',
  height: '200px',
  background: adminColor.qrBackground,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
})

/** a secret or recovery codes to copy: monospaced, never broken mid-code */
export const codeText = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
})

export const recoveryList = style([
  recipes.plainList,
  sprinkles({ display: 'grid', gap: '2', marginY: '3' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))' },
])
