import { preload } from 'react-dom'
import { usePublicConfig } from '../public-config'
import { Icon } from './Icon'
import { mediaFile, mediaSrcSet, mediaUrl } from './media-url'
import * as styles from './Picture.css'

export interface PictureProps {
  /** an image reference from content: "media/<file>"; '' renders a placeholder */
  src: string
  alt: string
  /** the sizes attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 50vw, 100vw" */
  sizes: string
  /** above-the-fold images: load eagerly with high priority */
  priority?: boolean
  /** intrinsic size hint (the aspect ratio the layout reserves before the image arrives) */
  width?: number
  height?: number
  className?: string
  /** class for the <img> */
  imgClassName?: string
  /** fill the parent element (it decides the size), cropping the image like object-fit: cover */
  cover?: boolean
}

/**
 * A responsive image from the media service: AVIF, then WebP candidates for browsers that take
 * them, JPEG for the rest, every width from the allow-list so the browser picks the smallest that
 * fits. A priority image (the hero, the LCP element) is also preloaded from <head> with high
 * priority (React hoists the preload), so it starts before the stylesheet and scripts.
 */
export function Picture({
  src,
  alt,
  sizes,
  priority = false,
  width = 1600,
  height = 1000,
  className,
  imgClassName,
  cover = false,
}: PictureProps) {
  const { publicMediaUrl } = usePublicConfig()
  const file = mediaFile(src)

  if (!file) {
    return (
      <div
        className={[styles.placeholder, className, imgClassName].filter(Boolean).join(' ')}
        style={cover ? undefined : { aspectRatio: `${width} / ${height}` }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Icon name="image" size={40} strokeWidth={1.5} />
      </div>
    )
  }

  if (priority) {
    preload(mediaUrl(publicMediaUrl, file, 960, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: mediaSrcSet(publicMediaUrl, file, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }

  return (
    <picture
      className={[styles.picture, cover && styles.coverPicture, className]
        .filter(Boolean)
        .join(' ')}
    >
      <source type="image/avif" srcSet={mediaSrcSet(publicMediaUrl, file, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(publicMediaUrl, file, 'webp')} sizes={sizes} />
      <img
        className={[styles.img, cover && styles.coverImg, imgClassName].filter(Boolean).join(' ')}
        src={mediaUrl(publicMediaUrl, file, 960, 'jpeg')}
        srcSet={mediaSrcSet(publicMediaUrl, file, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  )
}
