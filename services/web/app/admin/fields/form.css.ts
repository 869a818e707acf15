import { globalStyle, style } from '@vanilla-extract/css'
import { adminColor, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

// Field, label, hint, error and control styles come from the shared ui/Field; these are the
// admin's additions.

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm })

/** An input with a button drawn inside its right edge (the password's show/hide toggle). */
export const inputWithAction = style({ position: 'relative' })
globalStyle(`${inputWithAction} > input`, { paddingRight: '52px' })

export const inputAction = style([
  sprinkles({
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 'none',
    borderRadius: 'sm',
    color: 'textMuted',
    cursor: 'pointer',
  }),
  {
    top: '50%',
    right: '4px',
    transform: 'translateY(-50%)',
    width: '40px',
    height: '36px',
    background: 'transparent',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
      '&[aria-pressed="true"]': { color: vars.color.brand },
    },
  },
])

export const summary = style([
  sprinkles({ padding: '4', borderRadius: 'md', background: 'dangerSoft' }),
  {
    border: `1px solid ${adminColor.dangerBorder}`,
    borderLeft: `4px solid ${vars.color.danger}`,
    selectors: { '&:focus-visible': { outlineOffset: '3px' } },
  },
])

export const summaryTitle = style([
  sprinkles({ fontSize: 'md', color: 'danger', marginBottom: '2' }),
])

export const summaryList = style([
  recipes.stack({ gap: '1' }),
  sprinkles({ margin: '0' }),
  { paddingLeft: vars.space['5'] },
])

globalStyle(`${summaryList} a`, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold })

export const status = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const summaryAction = style([sprinkles({ marginTop: '3', fontWeight: 'semibold' })])
