import type { Solution } from '@site/contract'
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
import { fallbackLang, type FallbackLang, langsOf, Text, TextBlock } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import type { Locale } from '../i18n/locale'
import { translate } from '../i18n/messages'
import { useLocale, useT } from '../i18n/use-locale'
import type { ChildSolution } from './solutions-page'

function PointList({
  title,
  items,
  icon,
  tone,
  lang,
}: {
  title: string
  items: string[]
  icon: IconName
  tone: 'feature' | 'benefit'
  lang?: FallbackLang
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
            <TextBlock as="span" lang={lang}>
              {item}
            </TextBlock>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

/** Home > Solutions > this solution: the visible breadcrumb and its JSON-LD. */
export function solutionCrumbs(title: string, locale: Locale = 'en', lang?: FallbackLang): Crumb[] {
  return [
    { label: translate(locale, 'nav.home'), to: '/' },
    { label: translate(locale, 'nav.solutions'), to: solutionsListPath },
    { label: title, lang },
  ]
}

/** A solution as its page shows it: its children carry their own English fallbacks. */
export type SolutionPage = Omit<Solution, 'children'> & { children: ChildSolution[] }

export function SolutionDetail({ solution }: { solution: SolutionPage }) {
  const t = useT()
  const locale = useLocale()
  const lang = (field: string) => fallbackLang(solution, field)
  const title = <Text lang={lang('title')}>{solution.title}</Text>
  return (
    <>
      <DetailHero
        crumbs={solutionCrumbs(solution.title, locale, lang('title'))}
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
        lang={langsOf(solution, { title: 'title', lead: 'description', eyebrow: 'category' })}
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
                lang={lang('features')}
              />
              <PointList
                title={t('solution.benefits')}
                items={solution.benefits}
                icon="award"
                tone="benefit"
                lang={lang('benefits')}
              />
            </>
          ) : null
        }
      >
        <Markdown lang={lang('detailed_description')}>{solution.detailed_description}</Markdown>
      </DetailBody>

      {solution.children.length > 0 ? (
        <Section tone="muted" labelledBy="children-title">
          <SectionHeader
            id="children-title"
            eyebrow={t('solution.exploreFurther')}
            title={fill(t('solution.childrenTitle'), { title })}
          />
          <CardGrid items={solution.children} getKey={(child) => child.slug}>
            {(child) => (
              <SolutionCard
                slug={child.slug}
                title={child.title}
                description={child.description}
                icon={child.icon}
                lang={langsOf(child, { title: 'title', description: 'description' })}
              />
            )}
          </CardGrid>
        </Section>
      ) : null}

      <ContactCallToAction
        title={fill(t('solution.ctaTitle'), { title })}
        description={t('solution.ctaDescription')}
      />
    </>
  )
}
