import { useCount, useLocale, useT } from '../i18n/use-locale'
import { CardGrid } from '../ui/CardGrid'
import { EmptyState } from '../ui/EmptyState'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'
import { ProductCard } from './ProductCard'
import type { ProductCategory } from './products-page'
import * as styles from './ProductCategories.css'

/** One section per category (anchor: its slug), each listing its products. */
export function ProductCategories({ categories }: { categories: ProductCategory[] }) {
  const t = useT()
  const locale = useLocale()
  const count = useCount()
  return (
    <>
      {categories.map((category, i) => (
        <Section
          key={category.slug}
          id={category.slug}
          labelledBy={`${category.slug}-title`}
          tone={i % 2 === 0 ? 'muted' : 'plain'}
        >
          <header className={styles.header}>
            <span className={styles.icon}>
              <Icon name={category.icon} size={28} />
            </span>
            <div>
              <p className={styles.count}>{count('count.products', category.products.length)}</p>
              <h2 id={`${category.slug}-title`} className={styles.title}>
                {category.name}
              </h2>
              <p className={styles.description}>{category.description}</p>
            </div>
          </header>
          {category.products.length === 0 ? (
            <EmptyState
              icon={category.icon}
              title={t('products.categoryEmpty', {
                category: locale === 'en' ? category.name.toLowerCase() : category.name,
              })}
              message={t('products.categoryEmptyMessage')}
            />
          ) : (
            <CardGrid items={category.products} getKey={(p) => p.slug}>
              {(product) => <ProductCard product={product} />}
            </CardGrid>
          )}
        </Section>
      ))}
    </>
  )
}
