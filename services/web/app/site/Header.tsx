import { visuallyHidden } from '../theme/utilities.css'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { stripLocale } from '../i18n/locale'
import { LocalLink as Link } from '../i18n/LocalLink'
import { Button } from '../ui/Button'
import { Container } from '../ui/Container'
import { Icon } from '../ui/Icon'
import { Logo } from '../ui/Logo'
import * as styles from './Header.css'
import { NavigationProgress } from './NavigationProgress'
import { MenuLabel, MenuLink } from './MenuLink'
import type { ResolvedMenuItem } from '@site/contract'
import { LanguageSwitch } from '../i18n/LanguageSwitch'
import { useT } from '../i18n/use-locale'

export interface HeaderProps {
  /** the header menu (content/settings/navigation.json): an item's children are its dropdown */
  items: ResolvedMenuItem[]
  /** the header's buttons (the same file's "actions"): the first stands out */
  actions: ResolvedMenuItem[]
}

const mobileMenuId = 'mobile-menu'

export function Header({ items, actions }: HeaderProps) {
  const { pathname: localPath } = useLocation()
  // active-link checks compare the language-free path (/ar/about is "/about")
  const pathname = stripLocale(localPath)
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  const [dropdownDismissed, setDropdownDismissed] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // Any navigation (including back/forward) closes the mobile menu.
  useEffect(() => {
    setMenuOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const closeMenu = () => setMenuOpen(false)

  const onDropdownKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') setDropdownDismissed(true)
  }

  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.bar}>
          <Link to="/" className={styles.logoLink}>
            <Logo />
            {/* the name is the visible text, then where the link goes */}
            <span className={visuallyHidden}>{t('nav.homePageSuffix')}</span>
          </Link>

          <nav aria-label={t('nav.main')} className={styles.desktopNav}>
            <ul className={styles.navList}>
              {items.map((item, i) =>
                item.children.length > 0 ? (
                  <li
                    key={`${i}${item.to}`}
                    className={styles.navItem}
                    data-dropdown
                    data-dismissed={dropdownDismissed}
                    onKeyDown={onDropdownKeyDown}
                    onMouseLeave={() => setDropdownDismissed(false)}
                    onBlur={(event) => {
                      if (!event.currentTarget.contains(event.relatedTarget)) {
                        setDropdownDismissed(false)
                      }
                    }}
                  >
                    <MenuLink item={item} className={styles.navLink} pathname={pathname}>
                      <MenuLabel item={item} />
                      <Icon name="chevron-down" size={16} className={styles.chevron} />
                    </MenuLink>
                    <div className={styles.dropdown}>
                      {/* nested under its parent's link: the list needs no name of its own */}
                      <ul className={styles.dropdownPanel}>
                        {item.children.map((child, j) => (
                          <li key={`${j}${child.to}`}>
                            <MenuLink
                              item={child}
                              className={styles.dropdownLink}
                              pathname={pathname}
                            >
                              <span className={styles.dropdownIcon}>
                                <Icon name="arrow-right" size={16} />
                              </span>
                              <MenuLabel item={child} />
                            </MenuLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                ) : (
                  <li key={`${i}${item.to}`} className={styles.navItem}>
                    <MenuLink item={item} className={styles.navLink} pathname={pathname}>
                      <MenuLabel item={item} />
                    </MenuLink>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className={styles.actions}>
            {/* a link, not a box: the bar keeps its room for every language of the list */}
            <Link to="/search" className={styles.searchLink}>
              <Icon name="search" size={20} />
              <span className={visuallyHidden}>{t('search.button')}</span>
            </Link>
            <LanguageSwitch className={styles.languageSwitch} />
            {actions.map((action, i) => (
              <Button
                key={`${i}${action.to}`}
                to={action.to}
                size="sm"
                variant={i === 0 ? 'primary' : 'outline'}
                className={styles.actionButton}
                {...(i === 0 ? { iconEnd: 'arrow-right' as const } : {})}
              >
                <MenuLabel item={action} />
              </Button>
            ))}
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              // for pages sent without React (site/static-enhance.ts)
              data-menu-toggle
              data-label-open={t('nav.openMenu')}
              data-label-close={t('nav.closeMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {/* both icons; CSS shows the one for the toggle's aria-expanded */}
              <Icon name="menu" className={styles.whenClosed} />
              <Icon name="close" className={styles.whenOpen} />
            </button>
          </div>
        </div>
      </Container>

      <div id={mobileMenuId} className={styles.mobilePanel} hidden={!menuOpen}>
        <Container>
          <nav aria-label={t('nav.mainMobile')}>
            <ul className={styles.mobileList}>
              {items.map((item, i) => (
                <li key={`${i}${item.to}`}>
                  <MenuLink
                    item={item}
                    className={styles.mobileLink}
                    pathname={pathname}
                    onClick={closeMenu}
                  >
                    <MenuLabel item={item} />
                  </MenuLink>
                  {item.children.length > 0 ? (
                    <ul className={styles.mobileSubList}>
                      {item.children.map((child, j) => (
                        <li key={`${j}${child.to}`}>
                          <MenuLink
                            item={child}
                            className={styles.mobileSubLink}
                            pathname={pathname}
                            onClick={closeMenu}
                          >
                            <MenuLabel item={child} />
                          </MenuLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className={styles.mobileLanguage}>
              <LanguageSwitch className={styles.mobileLink} />
            </p>
            {/* a click on a button bubbles here: close even when already on its page */}
            {actions.length > 0 && (
              <div className={styles.mobileActions} onClick={closeMenu}>
                {actions.map((action, i) => (
                  <Button
                    key={`${i}${action.to}`}
                    to={action.to}
                    fullWidth
                    size="lg"
                    variant={i === 0 ? 'primary' : 'outline'}
                    {...(i === 0 ? { iconEnd: 'arrow-right' as const } : {})}
                  >
                    <MenuLabel item={action} />
                  </Button>
                ))}
              </div>
            )}
          </nav>
        </Container>
      </div>
      <NavigationProgress />
    </header>
  )
}
