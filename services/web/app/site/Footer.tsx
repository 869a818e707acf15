import { visuallyHidden } from '../theme/utilities.css'
import { LocalLink as Link } from '../i18n/LocalLink'
import { company, nonBreaking, telHref } from '../company'
import { Container } from '../ui/Container'
import { Icon } from '../ui/Icon'
import { Logo } from '../ui/Logo'
import type { CompanyContact } from './company-contact'
import { clearConsent } from './consent'
import * as styles from './Footer.css'
import { MenuLabel, MenuLink } from './MenuLink'
import { pagePublicPaths, type ResolvedMenuItem } from '@site/contract'
import { LanguageSwitch } from '../i18n/LanguageSwitch'
import { Ltr } from '../i18n/Ltr'
import { Text } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'

export interface FooterProps {
  /** the footer menu's quick links and the solution menu (content/settings/navigation.json) */
  quickLinks: ResolvedMenuItem[]
  solutions: ResolvedMenuItem[]
  contact: CompanyContact
}

/** Manage Cookies: forget the stored choice and reload, so the consent banner asks again. */
/** A titled column of footer links, labelled for screen readers by its heading. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string
  title: string
  links: ResolvedMenuItem[]
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((item, i) => (
          <li key={`${i}${item.to}`}>
            <MenuLink item={item} className={styles.link}>
              <MenuLabel item={item} />
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function manageCookies() {
  clearConsent(() => window.localStorage)
  window.location.reload()
}

export function Footer({ quickLinks, solutions, contact }: FooterProps) {
  const t = useT()
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Link to="/" className={styles.logoLink}>
              <Logo tone="dark" />
              {/* the name is the visible text, then where the link goes */}
              <span className={visuallyHidden}>{t('nav.homePageSuffix')}</span>
            </Link>
            <p className={styles.blurb}>{t('footer.blurb')}</p>
            {contact.linkedinUrl ? (
              <a
                href={contact.linkedinUrl}
                className={styles.social}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.linkedin')}
              >
                <Icon name="linkedin" size={18} />
              </a>
            ) : null}
          </div>

          <FooterLinks id="footer-quick-links" title={t('footer.quickLinks')} links={quickLinks} />
          <FooterLinks id="footer-solutions" title={t('footer.solutions')} links={solutions} />

          <div>
            <h2 className={styles.heading}>{t('footer.contact')}</h2>
            <address className={styles.address}>
              <ul className={styles.list}>
                {contact.address ? (
                  <li className={styles.contactItem}>
                    <Icon name="map-pin" size={18} className={styles.contactIcon} />
                    <span>
                      <Text>{contact.address}</Text>
                    </span>
                  </li>
                ) : null}
                {contact.mainPhone ? (
                  <li className={styles.contactItem}>
                    <Icon name="phone" size={18} className={styles.contactIcon} />
                    <a href={telHref(contact.mainPhone)} className={styles.link}>
                      <Ltr>{nonBreaking(contact.mainPhone)}</Ltr>
                    </a>
                  </li>
                ) : null}
                {contact.mainEmail ? (
                  <li className={styles.contactItem}>
                    <Icon name="mail" size={18} className={styles.contactIcon} />
                    <a href={`mailto:${contact.mainEmail}`} className={styles.link}>
                      <Ltr>{contact.mainEmail}</Ltr>
                    </a>
                  </li>
                ) : null}
                {!contact.address && !contact.mainPhone && !contact.mainEmail ? (
                  // details unknown right now (content-api down): still a way to reach us
                  <li className={styles.contactItem}>
                    <Icon name="mail" size={18} className={styles.contactIcon} />
                    <Link to="/contact" className={styles.link}>
                      {t('footer.sendMessage')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </address>
          </div>
        </div>

        <div className={styles.bottom}>
          <p>
            © <Ltr>{company.copyrightYear}</Ltr> {t('footer.rights')}
          </p>
          <ul className={styles.legal}>
            <li>
              <Link to={pagePublicPaths.privacy} className={styles.link}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={pagePublicPaths.terms} className={styles.link}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.linkButton}
                onClick={manageCookies}
                data-manage-cookies
              >
                {t('footer.manageCookies')}
              </button>
            </li>
            <li>
              <LanguageSwitch className={styles.link} />
            </li>
          </ul>
        </div>
      </Container>
    </footer>
  )
}
