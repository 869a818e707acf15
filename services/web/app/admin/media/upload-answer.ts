/** content-api's upload limit, checked by web first so 10 MB are not forwarded for nothing. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024

export interface UploadedImage {
  ref: string
  width: number
  height: number
  placeholder: string
}

/** What `POST /admin/media/upload` answers: the stored image, or a message to show as is. */
export type UploadAnswer = { image: UploadedImage } | { error: string }
