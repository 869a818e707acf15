/**
 * The shared UI kit (public site and admin). Import from here:
 *   import { Button, TextInput, FormError, vars } from '~/ui' (relative: '../../ui')
 */
export { Breadcrumb, type Crumb } from './Breadcrumb'
export { Button, type ButtonProps } from './Button'
export { isExternalUrl } from './link-target'
export { button as buttonRecipe, type ButtonVariants } from './Button.css'
export { CallToAction, type CallToActionProps } from './CallToAction'
export { CardGrid, type CardGridProps } from './CardGrid'
export { Container, type ContainerProps } from './Container'
export { EmptyState, type EmptyStateProps } from './EmptyState'
export { FeatureSplit, type FeatureSplitProps } from './FeatureSplit'
export {
  Checkbox,
  type CheckboxProps,
  type ControlProps,
  Field,
  type FieldProps,
  FormError,
  FormSuccess,
  Select,
  type SelectProps,
  TextArea,
  type TextAreaProps,
  TextInput,
  type TextInputProps,
} from './Field'
export { Icon, type IconName, type IconProps, isIconName, SolutionIconGlyph } from './Icon'
export { Logo, LogoMark, type LogoProps } from './Logo'
export { Markdown, type MarkdownProps } from './Markdown'
export { mediaFile, mediaSrcSet, mediaUrl } from './media-url'
export { type MediaFormat, type MediaWidth, mediaWidths, srcSetWidths } from './media-widths'
export { isActive } from './nav/is-active'
export { PageHero, type HeroCounter, type PageHeroProps } from './PageHero'
export { Picture, type PictureProps } from './Picture'
export { PointGrid, type Point } from './PointGrid'
export { Section, SectionHeader, type SectionHeaderProps, type SectionProps } from './Section'
export { Spinner, type SpinnerProps } from './Spinner'
export { usePublicConfig, type PublicConfig } from '../public-config'
export { breakpoints, media, vars } from '../theme/theme.css'
export { sprinkles, type Sprinkles } from '../theme/sprinkles.css'
export { onDark, visuallyHidden } from '../theme/utilities.css'
