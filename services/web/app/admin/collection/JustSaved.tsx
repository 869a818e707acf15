import { useSearchParams } from 'react-router'
import { MergedNotice } from '../history/MergedNotice'
import { MERGED_PARAM, mergedFieldsFrom } from '../history/merged-fields'
import { SavedNotice } from '../ui/SavedNotice'
import { SAVED_PARAM } from './saved-param'

/**
 * After a Save (the editor stays in the editor): "Saved", with what was merged with someone
 * else's save; dismissing it takes its marks off the address without a new history entry.
 */
export function JustSaved({
  version,
  title,
  publicPath,
  labels,
}: {
  version: string
  title: string
  publicPath: string
  labels: Partial<Record<string, string>>
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  return (
    <>
      <SavedNotice
        key={version}
        title={title}
        publicPath={publicPath}
        onDismiss={() =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params)
              next.delete(SAVED_PARAM)
              next.delete(MERGED_PARAM)
              return next
            },
            { replace: true, preventScrollReset: true },
          )
        }
      />
      <MergedNotice fields={mergedFieldsFrom(searchParams)} labels={labels} />
    </>
  )
}
