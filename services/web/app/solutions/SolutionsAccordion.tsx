import { fallbackLang, type FallbackLang, Text, TextBlock } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import { useT } from '../i18n/use-locale'
import { LocalLink as Link } from '../i18n/LocalLink'
import { visuallyHidden } from '../theme/utilities.css'
import { Button } from '../ui/Button'
import { Icon, type IconName, SolutionIconGlyph } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import type { AccordionSolution } from './solutions-page'
import * as styles from './SolutionsAccordion.css'

function Points({
  title,
  icon,
  items,
  lang,
}: {
  title: string
  icon: IconName
  items: string[]
  lang?: FallbackLang
}) {
  if (items.length === 0) return null
  return (
    <div>
      <h4 className={styles.listTitle}>
        <Icon name={icon} size={20} />
        {title}
      </h4>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item} className={styles.listItem}>
            <Icon name="check-circle" size={18} className={styles.check} />
            <TextBlock as="span" lang={lang}>
              {item}
            </TextBlock>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The solutions, one open at a time (opening another closes the current one; clicking the
 * open one closes it; /solutions#energy-systems opens that one). The page is sent without
 * React's runtime, so this is server markup in the shape of an ARIA accordion (a heading with a
 * button per item, `aria-expanded`, the panel a section it labels); site/static-enhance.ts opens
 * and closes it, moves focus with the arrow keys and follows the #hash.
 */
export function SolutionsAccordion({ solutions }: { solutions: AccordionSolution[] }) {
  const t = useT()
  return (
    <div className={styles.root} data-accordion="">
      {solutions.map((s) => {
        const lang = (field: string) => fallbackLang(s, field)
        const title = <Text lang={lang('title')}>{s.title}</Text>
        return (
          <div
            key={s.slug}
            id={s.slug}
            className={styles.item}
            data-accordion-item=""
            data-state="closed"
          >
            <h3 className={styles.header}>
              <button
                type="button"
                id={`${s.slug}-trigger`}
                className={styles.trigger}
                aria-expanded="false"
                aria-controls={`${s.slug}-panel`}
                data-accordion-trigger=""
                data-state="closed"
              >
                <span className={styles.icon}>
                  <SolutionIconGlyph name={s.icon} size={26} />
                </span>
                <span className={styles.triggerText}>
                  <TextBlock as="span" className={styles.title} lang={lang('title')}>
                    {s.title}
                  </TextBlock>
                  <TextBlock as="span" className={styles.summary} lang={lang('description')}>
                    {s.description}
                  </TextBlock>
                </span>
                <Icon name="chevron-down" size={22} className={styles.chevron} />
              </button>
            </h3>
            <section
              id={`${s.slug}-panel`}
              aria-labelledby={`${s.slug}-trigger`}
              className={styles.content}
              data-state="closed"
              hidden
            >
              <div className={styles.contentInner}>
                <Markdown lang={lang('detailed_description')}>{s.detailed_description}</Markdown>
                <div className={styles.lists}>
                  <Points
                    title={t('solution.keyFeatures')}
                    icon="zap"
                    items={s.features}
                    lang={lang('features')}
                  />
                  <Points
                    title={t('solution.benefits')}
                    icon="award"
                    items={s.benefits}
                    lang={lang('benefits')}
                  />
                </div>
                {s.children.length > 0 ? (
                  <div className={styles.children}>
                    <h4 className={styles.listTitle}>
                      <Icon name="grid-3x3" size={20} />
                      {fill(t('solution.childrenTitle'), { title })}
                    </h4>
                    <ul className={styles.childGrid}>
                      {s.children.map((c) => (
                        <li key={c.slug} className={styles.child}>
                          <span className={styles.childTitle}>
                            <SolutionIconGlyph name={c.icon} size={18} />
                            <Text lang={fallbackLang(c, 'title')}>{c.title}</Text>
                          </span>
                          {c.description ? (
                            <TextBlock
                              as="span"
                              className={styles.childDescription}
                              lang={fallbackLang(c, 'description')}
                            >
                              {c.description}
                            </TextBlock>
                          ) : null}
                          <Link to={`/solutions/${c.slug}`} className={styles.learnMore}>
                            {t('card.learnMore')}
                            <span className={visuallyHidden}>
                              {fill(t('card.learnMoreAbout'), {
                                title: <Text lang={fallbackLang(c, 'title')}>{c.title}</Text>,
                              })}
                            </span>
                            <Icon name="arrow-right" size={16} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <Button
                  to={`/solutions/${s.slug}`}
                  variant="secondary"
                  iconEnd="arrow-right"
                  className={styles.explore}
                >
                  {fill(t('solutions.exploreInDetail'), { title })}
                </Button>
              </div>
            </section>
          </div>
        )
      })}
    </div>
  )
}
