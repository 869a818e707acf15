import { CardGrid } from '../ui/CardGrid'
import { EmptyState } from '../ui/EmptyState'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'
import { ProductCard } from './ProductCard'
import type { ProductCategory } from './products-page'
import * as styles from './ProductCategories.css'

/** One section per category (anchor: its slug), each listing its products. */
export function ProductCategories({ categories }: { categories: ProductCategory[] }) {
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
              <p className={styles.count}>
                {category.products.length} {category.products.length === 1 ? 'product' : 'products'}
              </p>
              <h2 id={`${category.slug}-title`} className={styles.title}>
                {category.name}
              </h2>
              <p className={styles.description}>{category.description}</p>
            </div>
          </header>
          {category.products.length === 0 ? (
            <EmptyState
              icon={category.icon}
              title={`No ${category.name.toLowerCase()} listed at the moment.`}
              message="Ask our sales team: we supply more than we list here."
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
