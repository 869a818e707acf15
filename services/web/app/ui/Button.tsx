import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { LocalLink as Link } from '../i18n/LocalLink'
import { button, type ButtonVariants } from './Button.css'
import { Icon, type IconName } from './Icon'
import { isExternalUrl } from './link-target'

interface CommonProps extends ButtonVariants {
  children: ReactNode
  className?: string
  /** an icon after the label, e.g. 'arrow-right' */
  iconEnd?: IconName
  /** an icon before the label */
  iconStart?: IconName
}

type AsLinkProps = CommonProps & {
  /** a site path (rendered as a client-side <Link>) or an absolute URL (a plain <a>) */
  to: string
  /** opens an external URL in a new tab */
  newTab?: boolean
}

type AsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: undefined }

export type ButtonProps = AsLinkProps | AsButtonProps

/** A button, or a link that looks like one when `to` is given. */
export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, iconEnd, iconStart, children, className } = props
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')
  const content = (
    <>
      {iconStart && <Icon name={iconStart} size={18} />}
      <span>{children}</span>
      {iconEnd && <Icon name={iconEnd} size={18} />}
    </>
  )

  if (props.to !== undefined) {
    const { to, newTab } = props
    if (isExternalUrl(to)) {
      return (
        <a
          href={to}
          className={classes}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {content}
        </a>
      )
    }
    return (
      <Link to={to} className={classes}>
        {content}
      </Link>
    )
  }

  const {
    variant: _v,
    size: _s,
    fullWidth: _f,
    iconEnd: _ie,
    iconStart: _is,
    children: _c,
    className: _cn,
    to: _to,
    type = 'button',
    ...rest
  } = props
  return (
    <button type={type} className={classes} {...rest}>
      {content}
    </button>
  )
}
