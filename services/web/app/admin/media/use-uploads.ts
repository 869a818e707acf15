import { useCallback, useRef, useState } from 'react'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { sendUpload } from './send-upload'
import type { UploadedImage } from './upload-answer'

export interface UploadItem {
  id: number
  name: string
  /** 0..1 of the bytes sent; at 1 the server is still proving and storing the image */
  progress: number
  state: 'uploading' | 'processing' | 'done' | 'failed'
  error?: string
  image?: UploadedImage
}

/**
 * Several uploads at once, each with its own progress and outcome. Files go two at a time: the
 * server decodes every image, and a dozen parallel 10 MB bodies would only queue there.
 */
export function useUploads(onUploaded: (image: UploadedImage) => void) {
  const [items, setItems] = useState<UploadItem[]>([])
  const { t } = useAdminI18n()
  const nextId = useRef(1)
  const queue = useRef<Array<{ id: number; file: File }>>([])
  const running = useRef(0)
  const onUploadedRef = useRef(onUploaded)
  onUploadedRef.current = onUploaded

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)))
  }, [])

  const pump = useCallback(() => {
    while (running.current < 2 && queue.current.length > 0) {
      const job = queue.current.shift()
      if (!job) break
      running.current += 1
      sendUpload(
        job.file,
        (fraction) =>
          update(job.id, { progress: fraction, state: fraction >= 1 ? 'processing' : 'uploading' }),
        t,
      )
        .then((image) => {
          update(job.id, { progress: 1, state: 'done', image })
          onUploadedRef.current(image)
        })
        .catch((error: unknown) =>
          update(job.id, {
            state: 'failed',
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => {
          running.current -= 1
          pump()
        })
    }
  }, [update, t])

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = []
      for (const file of files) {
        const id = nextId.current++
        added.push({ id, name: file.name, progress: 0, state: 'uploading' })
        queue.current.push({ id, file })
      }
      setItems((all) => [...added, ...all])
      pump()
    },
    [pump],
  )

  const dismiss = useCallback(
    (id: number) => setItems((all) => all.filter((item) => item.id !== id)),
    [],
  )

  return { items, add, dismiss }
}
