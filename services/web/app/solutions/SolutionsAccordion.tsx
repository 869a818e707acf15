import { useT } from '../i18n/use-locale'
import * as Accordion from '@radix-ui/react-accordion'
import { useEffect, useState } from 'react'
import { LocalLink as Link } from '../i18n/LocalLink'
import { visuallyHidden } from '../theme/utilities.css'
import { Button } from '../ui/Button'
import { Icon, type IconName, SolutionIconGlyph } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import type { AccordionSolution } from './solutions-page'
import * as styles from './SolutionsAccordion.css'

function Points({ title, icon, items }: { title: string; icon: IconName; items: string[] }) {
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
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "#energy-systems" -> "energy-systems"; '' for no hash or one that cannot be decoded. */
export function slugFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return ''
  }
}

/**
 * The solutions, one open at a time (spec: opening another closes the current one; clicking the
 * open one closes it). Radix gives the button/region semantics and keyboard handling.
 */
export function SolutionsAccordion({ solutions }: { solutions: AccordionSolution[] }) {
  const t = useT()
  const [open, setOpen] = useState('')
  // /solutions#energy-systems opens that item (on load, and when the hash changes on the page)
  useEffect(() => {
    const openFromHash = () => {
      const slug = slugFromHash(window.location.hash)
      if (!slug || !solutions.some((s) => s.slug === slug)) return
      setOpen(slug)
      document.getElementById(slug)?.scrollIntoView({ block: 'start' })
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
  }, [solutions])
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className={styles.root}
    >
      {solutions.map((s) => (
        <Accordion.Item key={s.slug} value={s.slug} id={s.slug} className={styles.item}>
          <Accordion.Header className={styles.header}>
            <Accordion.Trigger className={styles.trigger}>
              <span className={styles.icon}>
                <SolutionIconGlyph name={s.icon} size={26} />
              </span>
              <span className={styles.triggerText}>
                <span className={styles.title}>{s.title}</span>
                <span className={styles.summary}>{s.description}</span>
              </span>
              <Icon name="chevron-down" size={22} className={styles.chevron} />
            </Accordion.Trigger>
          </Accordion.Header>
          {/* a <section> named by its trigger is the region Radix would otherwise spell out
              as <div role="region">, so Radix's role is dropped */}
          <Accordion.Content className={styles.content} asChild role={undefined}>
            <section>
              <div className={styles.contentInner}>
                <Markdown>{s.detailed_description}</Markdown>
                <div className={styles.lists}>
                  <Points title={t('solution.keyFeatures')} icon="zap" items={s.features} />
                  <Points title={t('solution.benefits')} icon="award" items={s.benefits} />
                </div>
                {s.children.length > 0 ? (
                  <div className={styles.children}>
                    <h4 className={styles.listTitle}>
                      <Icon name="grid-3x3" size={20} />
                      {s.title} Solutions
                    </h4>
                    <ul className={styles.childGrid}>
                      {s.children.map((c) => (
                        <li key={c.slug} className={styles.child}>
                          <span className={styles.childTitle}>
                            <SolutionIconGlyph name={c.icon} size={18} />
                            {c.title}
                          </span>
                          {c.description ? (
                            <span className={styles.childDescription}>{c.description}</span>
                          ) : null}
                          <Link to={`/solutions/${c.slug}`} className={styles.learnMore}>
                            {t('card.learnMore')}
                            <span className={visuallyHidden}>
                              {t('card.learnMoreAbout', { title: c.title })}
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
                  {t('solutions.exploreInDetail', { title: s.title })}
                </Button>
              </div>
            </section>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
