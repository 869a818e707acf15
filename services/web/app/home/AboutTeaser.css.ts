import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { sprinkles } from '../theme/sprinkles.css'

/** The amber figure badge over the image's corner ("15+ years"). */
export const badge = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    margin: '0',
    borderRadius: 'lg',
    background: 'accent',
    color: 'brandStrong',
    boxShadow: 'xl',
    textAlign: 'center',
  }),
  { minWidth: '8.5rem', padding: `${vars.space['4']} ${vars.space['5']}` },
])

export const badgeValue = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
})

export const badgeCaption = style([
  sprinkles({ marginTop: '1', fontSize: 'sm', fontWeight: 'semibold' }),
])

export const button = style({ alignSelf: 'flex-start' })
