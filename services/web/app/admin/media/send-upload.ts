import type { AdminI18n } from '../i18n/admin-i18n'
import { UPLOAD_LIMIT_BYTES, type UploadAnswer, type UploadedImage } from './upload-answer'

/**
 * Sends one file to web's upload route with XMLHttpRequest: fetch() has no upload progress.
 * `onProgress` gets the fraction of bytes sent (0..1); the promise ends with the stored image or
 * a message meant for the editor, in the admin's language (`t`).
 */
export function sendUpload(
  file: File,
  onProgress: (fraction: number) => void,
  t: AdminI18n['t'],
): Promise<UploadedImage> {
  if (!file.type.startsWith('image/')) {
    return Promise.reject(new Error(t('media.notAnImage', { name: file.name })))
  }
  if (file.size > UPLOAD_LIMIT_BYTES) {
    return Promise.reject(new Error(t('media.tooLarge', { name: file.name })))
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/admin/media/upload?name=${encodeURIComponent(file.name)}`)
    xhr.setRequestHeader('content-type', file.type)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = xhr.response as UploadAnswer | null
      if (body && 'image' in body && xhr.status === 201) resolve(body.image)
      else
        reject(
          new Error(
            body && 'error' in body
              ? body.error
              : t('media.uploadFailed', { name: file.name, status: xhr.status }),
          ),
        )
    }
    xhr.onerror = () => reject(new Error(t('media.interrupted', { name: file.name })))
    xhr.send(file)
  })
}
