import { Fragment } from 'react'
import { Link } from 'react-router'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * "Shown at / and /about.": every page a record shows on (recordPlaces in the field registry),
 * each a link, so the editor's sentence names the real places and never only the first.
 */
export function ShownAt({ places }: { places: readonly string[] }) {
  const { t, dir } = useAdminI18n()
  if (places.length === 0) return null
  const last = places.length - 1
  // a path reads left to right inside a right-to-left sentence
  const ltr = dir === 'rtl' ? { dir: 'ltr' as const } : {}
  return (
    <>
      {fillNodes(t('shownAt.sentence'), {
        places: places.map((path, i) => (
          <Fragment key={path}>
            {i === 0 ? '' : i === last ? t('shownAt.and') : t('shownAt.comma')}
            <Link to={path} {...ltr}>
              {path}
            </Link>
          </Fragment>
        )),
      })}
    </>
  )
}
