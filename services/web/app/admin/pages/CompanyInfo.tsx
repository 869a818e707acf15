import { useRef, useState } from 'react'
import { Form, useSearchParams } from 'react-router'
import {
  defaultLanguage,
  groupsWithRest,
  settingFields,
  settingGroups,
  translationFieldSet,
  type FieldSet,
  type FormValues,
  type TranslationLanguage,
} from '@site/contract'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import type { Drafting } from '../drafts/drafting.server'
import {
  isTranslation,
  langAttributes,
  missingTranslations,
  type EditLanguage,
} from '../edit-language'
import { EditorActions } from '../form/EditorActions'
import { EditorDrafts } from '../form/EditorDrafts'
import { FieldList } from '../form/FieldList'
import { FormErrors } from '../form/FormErrors'
import { LanguageTabs } from '../form/LanguageTabs'
import { DraftStatusLine, DraftVersionInput, SaveButtons } from '../form/SaveControls'
import { useEditorForm, type FormAnswer } from '../form/use-editor-form'
import { historyHref } from '../history/href'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { card } from '../theme.css'
import { Notice } from '../ui/Notice'
import { ItemPresence } from '../presence/ItemPresence'
import { usePresence } from '../presence/use-presence'
import { PageHeader } from '../ui/PageHeader'
import { MapPreview } from './MapPreview'
import * as styles from './PageContentsEditor.css'

const here = '/admin/our-info'

export type CompanyInfoResult = FormAnswer<FormValues>

/** /admin/our-info: every company setting with its label and value, validated, one Save Info. */
export function CompanyInfo({
  version,
  values: english,
  translations,
  lang = defaultLanguage,
  actionData: answered,
  drafting,
}: {
  version: string
  values: Record<string, string | number>
  /** per translation language, the stored text of the translatable settings */
  translations: Partial<Record<TranslationLanguage, Record<string, string>>>
  lang?: EditLanguage
  actionData: CompanyInfoResult | DraftActionResult | undefined
  /** drafts: the draft (if any), the published values, who may publish */
  drafting?: Drafting
}) {
  const [params] = useSearchParams()
  const i18n = useAdminI18n()
  const { t } = i18n
  // the settings named in the admin's language; a translation's help is the English it translates
  const named = i18n.fields({ settings: true }, settingFields)
  const labels = Object.fromEntries(Object.entries(named).map(([k, f]) => [k, f.label]))
  const formRef = useRef<HTMLFormElement>(null)
  const form = useEditorForm<CompanyInfoResult>({ answered, drafting, lang, formRef })
  // in a translation: name, address and hours only, the English as each one's help
  const fields: FieldSet = isTranslation(lang) ? translationFieldSet(named, english) : named
  const loaded = isTranslation(lang) ? (translations[lang] ?? {}) : english
  const values: FormValues =
    form.actionData?.values ??
    Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, String(v)]))
  const [lat, setLat] = useState(Number(values.map_lat))
  const [lng, setLng] = useState(Number(values.map_lang))
  const presence = usePresence('settings/company')
  return (
    <>
      <PageHeader
        title={t('nav.companyInfo')}
        description={t('companyInfo.description')}
        actions={<EditorActions history={historyHref({ settings: true })} />}
      />
      <ItemPresence presence={presence} />
      <LanguageTabs
        path={here}
        lang={lang}
        missingIn={(code) => missingTranslations(settingFields, english, translations[code] ?? {})}
      />
      <EditorDrafts
        form={form}
        drafting={drafting}
        label={t('companyInfo.itemLabel')}
        labels={labels}
        publicPath="/contact"
        reloadTo={here}
      >
        {form.drafts && !form.save && !form.mayDraft && (
          <Notice tone="info" title={t('companyInfo.adminOnly')} />
        )}
      </EditorDrafts>
      {params.get('saved') && !answered && (
        <Notice tone="success" role="status" title={t('companyInfo.saved')} />
      )}
      <FormErrors answer={form.actionData} labels={labels} here={here} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className={styles.sections}
        onChange={(e) => {
          form.autosave.schedule()
          const elements = e.currentTarget.elements
          setLat(Number((elements.namedItem('map_lat') as HTMLInputElement | null)?.value))
          setLng(Number((elements.namedItem('map_lang') as HTMLInputElement | null)?.value))
        }}
      >
        <input type="hidden" name="version" value={version} />
        <DraftVersionInput form={form} />
        {groupsWithRest(settingFields, settingGroups).map((g) => {
          const shown = g.fields.flatMap((key) => {
            const field = fields[key]
            return field ? [[key, field] as const] : []
          })
          if (shown.length === 0) return null
          return (
            <fieldset
              key={g.legend}
              className={`${card} ${styles.section}`}
              {...langAttributes(lang)}
            >
              <legend className={styles.sectionTitle}>{i18n.group(g.legend)}</legend>
              <FieldList fields={shown} values={values} errors={form.actionData?.fieldErrors} />
              {g.fields.includes('map_lat') && <MapPreview lat={lat} lng={lng} />}
            </fieldset>
          )
        })}
        <div className={styles.actions}>
          <DraftStatusLine form={form} />
          <SaveButtons
            form={presence.viewing ? { ...form, save: false } : form}
            label={t('editor.saveInfo')}
          />
        </div>
      </Form>
    </>
  )
}
