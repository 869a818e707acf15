import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../theme/theme.css'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}, border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}, transform ${vars.transition.fast}`,
    selectors: {
      '&:hover': { transform: 'translateY(-1px)' },
      '&:active': { transform: 'translateY(0)' },
      '&:disabled, &[aria-disabled="true"]': {
        opacity: 0.6,
        cursor: 'not-allowed',
        transform: 'none',
      },
    },
  },
  variants: {
    variant: {
      /** the main call to action: amber on any background */
      primary: {
        background: vars.color.accent,
        color: vars.color.brandStrong,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover': { background: vars.color.accentHover, boxShadow: vars.shadow.md },
        },
      },
      /** solid navy */
      secondary: {
        background: vars.color.brand,
        color: vars.color.textInverse,
        selectors: { '&:hover': { background: vars.color.brandMuted } },
      },
      /** outlined, in the colour of the surrounding text (works on light and dark) */
      outline: {
        background: 'transparent',
        color: 'inherit',
        borderColor: 'currentColor',
        selectors: { '&:hover': { background: vars.tint.hoverOnLight } },
      },
      /** text only */
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover': { background: vars.tint.hoverOnLight } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover': { background: vars.color.dangerStrong } },
      },
    },
    size: {
      sm: { padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { padding: `${vars.space['3']} ${vars.space['5']}`, fontSize: vars.fontSize.md },
      lg: { padding: `0.9rem ${vars.space['6']}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>
