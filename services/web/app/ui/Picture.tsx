import { useCallback, useState } from 'react'
import { preload } from 'react-dom'
import type { VariantAspect } from '@site/contract'
import { usePublicConfig } from '../public-config'
import { useMediaVersion } from '../site/use-public-layout'
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
  /**
   * the shape the image is shown in (16:9 hero, 16:10 card): media crops every candidate to it
   * around the image's focal point, so the subject stays in frame whatever the shape
   */
  aspect?: VariantAspect
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
  lowQualityPlaceholder = true,
  aspect,
}: PictureProps) {
  const { publicMediaUrl } = usePublicConfig()
  const file = mediaFile(src)
  const framing = { aspect, version: useMediaVersion(file) }
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

  if (priority) {
    preload(mediaUrl(publicMediaUrl, file, 960, 'avif', framing), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: mediaSrcSet(publicMediaUrl, file, 'avif', undefined, framing),
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }

  const picture = (extraClass: string | undefined) => (
    <picture
      className={[styles.picture, cover && styles.coverPicture, extraClass]
        .filter(Boolean)
        .join(' ')}
    >
      <source
        type="image/avif"
        srcSet={mediaSrcSet(publicMediaUrl, file, 'avif', undefined, framing)}
        sizes={sizes}
      />
      <source
        type="image/webp"
        srcSet={mediaSrcSet(publicMediaUrl, file, 'webp', undefined, framing)}
        sizes={sizes}
      />
      <img
        ref={lowQualityPlaceholder ? imgRef : undefined}
        data-lqip={lowQualityPlaceholder ? '' : undefined}
        onLoad={lowQualityPlaceholder ? () => setLoaded(true) : undefined}
        className={[styles.img, cover && styles.coverImg, imgClassName].filter(Boolean).join(' ')}
        src={mediaUrl(publicMediaUrl, file, 960, 'jpeg', framing)}
        srcSet={mediaSrcSet(publicMediaUrl, file, 'jpeg', undefined, framing)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  )

  if (!lowQualityPlaceholder) return picture(className)

  // The low-quality placeholder from media (a 16 px variant of a few hundred bytes), drawn
  // blurred behind the image and faded out once the image has loaded. A real <img>, not a CSS
  // background, so no inline style is needed (a strict Content-Security-Policy allows it).
  return (
    <span
      className={[styles.frame, cover && styles.coverPicture, className].filter(Boolean).join(' ')}
      data-loaded={loaded}
    >
      <img
        className={styles.lowQuality}
        src={mediaUrl(publicMediaUrl, file, placeholderWidth, 'webp', framing)}
        alt=""
        aria-hidden="true"
        decoding="async"
        {...(priority ? {} : { loading: 'lazy' as const })}
      />
      {picture(undefined)}
    </span>
  )
}
