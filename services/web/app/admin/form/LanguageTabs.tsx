import type { TranslationChange, TranslationLanguage } from '@site/contract'
import { isTranslation, type EditLanguage } from '../edit-language'
import { EditLanguageSwitch } from '../ui/EditLanguageSwitch'
import { OutdatedTranslations } from '../ui/OutdatedTranslations'
import { missingByLanguage } from './missing-by-language'

/**
 * An editor's language tabs, each marked with what is untranslated or outdated in it; in a
 * translation with outdated fields, the English change behind each, under the tabs.
 */
export function LanguageTabs({
  path,
  lang,
  missingIn,
  outdated,
  changes = [],
  labels = {},
  formId = '',
}: {
  /** the editor's path without query */
  path: string
  lang: EditLanguage
  /** labels of the fields with English but no translation in a language */
  missingIn: (code: TranslationLanguage) => string[]
  /** per language, labels of the fields translated from an English changed since */
  outdated?: Partial<Record<TranslationLanguage, readonly string[]>>
  /** in a translation: its outdated fields with the English change behind each */
  changes?: TranslationChange[]
  labels?: Record<string, string>
  /** the form the outdated notice's "mark as checked" belongs to */
  formId?: string
}) {
  return (
    <>
      <EditLanguageSwitch
        path={path}
        lang={lang}
        missing={missingByLanguage(missingIn)}
        {...(outdated ? { outdated } : {})}
      />
      {isTranslation(lang) && changes.length > 0 && (
        <OutdatedTranslations lang={lang} changes={changes} labels={labels} formId={formId} />
      )}
    </>
  )
}
