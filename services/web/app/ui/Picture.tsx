import { type CSSProperties, useCallback, useState } from 'react'
import { usePublicConfig } from '../public-config'
import { Icon } from './Icon'
import { mediaFile, mediaSrcSet, mediaUrl } from './media-url'
import { placeholderWidth } from './media-widths'
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
  /**
   * show a blurred 16 px variant until the image has loaded (default). Turn it off for images
   * with transparency (logos), where the blur would show through.
   */
  lowQualityPlaceholder?: boolean
}

/**
 * A responsive image from the media service: WebP candidates for browsers that take them, JPEG
 * for the rest, every width from the allow-list so the browser picks the smallest that fits.
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
  lowQualityPlaceholder = true,
}: PictureProps) {
  const { publicMediaUrl } = usePublicConfig()
  const file = mediaFile(src)
  const [loaded, setLoaded] = useState(false)
  // An image that finished loading before hydration fires no load event: check on mount.
  const imgRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true)
  }, [])

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

  return (
    <picture
      className={[
        styles.picture,
        cover && styles.coverPicture,
        lowQualityPlaceholder && styles.withPlaceholder,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      // The low-quality placeholder from media, drawn blurred behind the image until it loads.
      style={
        lowQualityPlaceholder
          ? ({
              [styles.placeholderProperty]: `url("${mediaUrl(publicMediaUrl, file, placeholderWidth, 'webp')}")`,
            } as CSSProperties)
          : undefined
      }
      data-loaded={lowQualityPlaceholder ? loaded : undefined}
    >
      <source type="image/webp" srcSet={mediaSrcSet(publicMediaUrl, file, 'webp')} sizes={sizes} />
      <img
        ref={lowQualityPlaceholder ? imgRef : undefined}
        onLoad={lowQualityPlaceholder ? () => setLoaded(true) : undefined}
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
