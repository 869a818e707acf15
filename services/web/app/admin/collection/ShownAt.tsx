import { Fragment } from 'react'
import { Link } from 'react-router'

/**
 * "Shown at / and /about.": every page a record shows on (recordPlaces in the field registry),
 * each a link, so the editor's sentence names the real places and never only the first.
 */
export function ShownAt({ places }: { places: readonly string[] }) {
  if (places.length === 0) return null
  const last = places.length - 1
  return (
    <>
      Shown at{' '}
      {places.map((path, i) => (
        <Fragment key={path}>
          {i === 0 ? '' : i === last ? ' and ' : ', '}
          <Link to={path}>{path}</Link>
        </Fragment>
      ))}
      .{' '}
    </>
  )
}
