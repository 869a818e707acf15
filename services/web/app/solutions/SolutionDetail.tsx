import type { Solution } from '@site/content-api/schemas'
import { ContactCallToAction } from '../site/ContactCallToAction'
import { solutionsListPath } from '../site/navigation'
import type { Crumb } from '../ui/Breadcrumb'
import { Button } from '../ui/Button'
import { CardGrid } from '../ui/CardGrid'
import { DetailBody } from '../ui/DetailBody'
import { DetailHero } from '../ui/DetailHero'
import { Icon, type IconName, SolutionIconGlyph } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import { Panel } from '../ui/Panel'
import { Section, SectionHeader } from '../ui/Section'
import { SolutionCard } from './SolutionCard'
import * as styles from './SolutionDetail.css'
import type { Locale } from '../i18n/locale'
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
    <Panel title={title} icon={icon}>
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
    </Panel>
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
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <DetailHero
        crumbs={solutionCrumbs(solution.title, locale)}
        titleId="solution-title"
        title={solution.title}
        lead={solution.description}
        icon={<SolutionIconGlyph name={solution.icon} size={32} />}
        eyebrow={solution.category}
        actions={
          <Button to="/contact" size="lg" iconEnd="arrow-right">
            {t('solution.getStarted')}
          </Button>
        }
        image={solution.image}
        imageAlt={solution.image_alt || solution.title}
      />

      <DetailBody
        titleId="overview-title"
        title={t('solution.overview')}
        asideLabel={t('solution.featuresAndBenefits')}
        aside={
          solution.features.length > 0 || solution.benefits.length > 0 ? (
            <>
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
            </>
          ) : null
        }
      >
        <Markdown>{solution.detailed_description}</Markdown>
      </DetailBody>

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

      <ContactCallToAction
        title={`Ready to talk about ${solution.title}?`}
        description="Tell us about your project: our engineers reply within 24 hours with next steps."
      />
    </>
  )
}
