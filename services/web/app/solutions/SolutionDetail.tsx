import type { Solution } from '@site/content-api/schemas'
import { telHref } from '../company'
import { useCompanyContact } from '../site/company-contact'
import { solutionsListPath } from '../site/navigation'
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb'
import { Button } from '../ui/Button'
import { CallToAction } from '../ui/CallToAction'
import { CardGrid } from '../ui/CardGrid'
import { Container } from '../ui/Container'
import { Icon, type IconName, SolutionIconGlyph } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import { Picture } from '../ui/Picture'
import { Section, SectionHeader } from '../ui/Section'
import { SolutionCard } from './SolutionCard'
import * as styles from './SolutionDetail.css'
import type { Locale } from '../i18n/locale'
import { Ltr } from '../i18n/Ltr'
import { translate } from '../i18n/messages'
import { useLocale, useT } from '../i18n/use-locale'

function PointList({
  title,
  items,
  icon,
  tone,
}: {
  title: string
  items: string[]
  icon: IconName
  tone: 'feature' | 'benefit'
}) {
  if (items.length === 0) return null
  return (
    <section className={styles.listCard} aria-label={title}>
      <h2 className={styles.listTitle}>
        <Icon name={icon} size={22} className={styles.listTitleIcon} />
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item} className={styles.listItem}>
            <span className={tone === 'feature' ? styles.check : styles.benefitCheck}>
              <Icon name="check" size={14} strokeWidth={3} />
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Home > Solutions > this solution: the visible breadcrumb and its JSON-LD. */
export function solutionCrumbs(title: string, locale: Locale = 'en'): Crumb[] {
  return [
    { label: translate(locale, 'nav.home'), to: '/' },
    { label: translate(locale, 'nav.solutions'), to: solutionsListPath },
    { label: title },
  ]
}

export function SolutionDetail({ solution }: { solution: Solution }) {
  const contact = useCompanyContact()
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <section className={styles.hero} aria-labelledby="solution-title">
        <Container>
          <div className={styles.heroGrid}>
            <div className={styles.heroText}>
              <Breadcrumb
                className={styles.breadcrumb}
                items={solutionCrumbs(solution.title, locale)}
              />
              <div className={styles.titleRow}>
                <span className={styles.icon}>
                  <SolutionIconGlyph name={solution.icon} size={32} />
                </span>
                {solution.category ? (
                  <span className={styles.category}>{solution.category}</span>
                ) : null}
              </div>
              <h1 id="solution-title" className={styles.title}>
                {solution.title}
              </h1>
              <p className={styles.lead}>{solution.description}</p>
              <div className={styles.heroButtons}>
                <Button to="/contact" size="lg" iconEnd="arrow-right">
                  {t('solution.getStarted')}
                </Button>
              </div>
            </div>
            <div className={styles.heroImage}>
              <Picture
                src={solution.image}
                alt={solution.title}
                sizes="(min-width: 1024px) 560px, 100vw"
                priority
                width={1600}
                height={1000}
                cover
              />
            </div>
          </div>
        </Container>
      </section>

      <Section labelledBy="overview-title">
        <div className={styles.body}>
          <article>
            <h2 id="overview-title" className={styles.overviewTitle}>
              {t('solution.overview')}
            </h2>
            <Markdown>{solution.detailed_description}</Markdown>
          </article>
          {solution.features.length > 0 || solution.benefits.length > 0 ? (
            <aside className={styles.aside} aria-label={t('solution.featuresAndBenefits')}>
              <PointList
                title={t('solution.keyFeatures')}
                items={solution.features}
                icon="zap"
                tone="feature"
              />
              <PointList
                title={t('solution.benefits')}
                items={solution.benefits}
                icon="award"
                tone="benefit"
              />
            </aside>
          ) : null}
        </div>
      </Section>

      {solution.children.length > 0 ? (
        <Section tone="muted" labelledBy="children-title">
          <SectionHeader
            id="children-title"
            eyebrow={t('solution.exploreFurther')}
            title={t('solution.childrenTitle', { title: solution.title })}
          />
          <CardGrid items={solution.children} getKey={(child) => child.slug}>
            {(child) => (
              <SolutionCard
                slug={child.slug}
                title={child.title}
                description={child.description}
                icon={child.icon}
              />
            )}
          </CardGrid>
        </Section>
      ) : null}

      <CallToAction
        title={t('solution.ctaTitle', { title: solution.title })}
        description={t('solution.ctaDescription')}
      >
        <Button to="/contact" size="lg" iconEnd="arrow-right">
          {t('button.contactUs')}
        </Button>
        {contact.mainPhone ? (
          <Button to={telHref(contact.mainPhone)} size="lg" variant="outline" iconStart="phone">
            <Ltr>{contact.mainPhone}</Ltr>
          </Button>
        ) : null}
      </CallToAction>
    </>
  )
}
