import { useMemo, useRef, useState } from 'react'
import { Form, useNavigation, useSearchParams } from 'react-router'
import {
  groupsWithRest,
  settingFields,
  settingGroups,
  translationFieldSet,
  type FieldSet,
  type FormValues,
} from '@site/contract'
import { EditLanguageSwitch } from '../ui/EditLanguageSwitch'
import {
  isTranslation,
  langAttributes,
  missingTranslations,
  type EditLanguage,
} from '../edit-language'
import { defaultLanguage, translationLanguages, type TranslationLanguage } from '@site/contract'
import { Button } from '../../ui/Button'
import { ErrorSummary } from '../ui/ErrorSummary'
import { FieldInput } from '../fields/FieldInput'
import { historyHref } from '../history/href'
import { Notice } from '../ui/Notice'
import { PageHeader } from '../ui/PageHeader'
import { adminColor, card, vars } from '../theme.css'
import * as styles from './PageContentsEditor.css'
import { useDates } from '../dates'
import { draftStatusText, isDraftResult } from '../drafts/draft-editing'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import type { Drafting } from '../drafts/drafting.server'
import { DraftPanel } from '../drafts/DraftPanel'
import { AutosaveStopped, DraftSaveStatus, SaveOrDraftButtons } from '../drafts/SaveDraftButtons'
import { useDraftAutosave } from '../drafts/use-draft-autosave'

const labels = Object.fromEntries(Object.entries(settingFields).map(([k, f]) => [k, f.label]))

/**
 * The position on a plain world grid (no map tiles: the admin loads nothing from other sites),
 * with a link to OpenStreetMap to check the exact spot.
 */
function MapPreview({ lat, lng }: { lat: number; lng: number }) {
  const valid =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`
  return (
    <figure className={styles.form} style={{ margin: 0 }}>
      <svg
        viewBox="-180 -90 360 180"
        role="img"
        aria-label={
          valid
            ? `Map preview: latitude ${lat}, longitude ${lng}`
            : 'Map preview: no valid position'
        }
        style={{
          width: '100%',
          maxWidth: '420px',
          background: vars.color.brandSoft,
          borderRadius: 8,
        }}
      >
        {[-120, -60, 0, 60, 120].map((x) => (
          <line
            key={`x${x}`}
            x1={x}
            x2={x}
            y1={-90}
            y2={90}
            style={{ stroke: adminColor.gridLine }}
            strokeWidth={0.5}
          />
        ))}
        {[-60, -30, 0, 30, 60].map((y) => (
          <line
            key={`y${y}`}
            y1={y}
            y2={y}
            x1={-180}
            x2={180}
            style={{ stroke: adminColor.gridLine }}
            strokeWidth={0.5}
          />
        ))}
        {valid && (
          <circle
            cx={lng}
            cy={-lat}
            r={4}
            style={{ fill: vars.color.accent, stroke: vars.color.brand }}
            strokeWidth={1.5}
          />
        )}
      </svg>
      <figcaption>
        {valid ? (
          <a href={osm} target="_blank" rel="noopener noreferrer">
            Check the position on OpenStreetMap (opens in a new tab)
          </a>
        ) : (
          'Enter a latitude (-90 to 90) and a longitude (-180 to 180).'
        )}
      </figcaption>
    </figure>
  )
}

export interface CompanyInfoResult {
  values: FormValues
  fieldErrors: Partial<Record<string, string>>
  formError?: string
}

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
  const navigation = useNavigation()
  const { timeZone } = useDates()
  const formRef = useRef<HTMLFormElement>(null)
  const draftResult = isDraftResult(answered) ? answered : undefined
  // a refused Save draft shows in the form like a refused save (memoised: the summary takes focus)
  const actionData: CompanyInfoResult | undefined = useMemo(
    () =>
      draftResult === undefined
        ? (answered as CompanyInfoResult | undefined)
        : draftResult.intent === 'draft-save' && draftResult.values !== undefined
          ? {
              values: draftResult.values as FormValues,
              fieldErrors: draftResult.fieldErrors,
              formError: draftResult.message,
            }
          : undefined,
    [answered, draftResult],
  )
  const drafts = drafting !== undefined && !isTranslation(lang)
  // who may not save the settings (an editor) may see their draft, not draft or share them
  const mayDraft = drafts && drafting.canDraft
  const draft = drafting?.draft ?? null
  const directSave = drafting?.directSave ?? true
  const autosave = useDraftAutosave({
    enabled: mayDraft && draft !== null,
    formRef,
    version: drafting?.draftVersion ?? '',
    onSaved: () => undefined,
  })
  const submitting = navigation.state === 'submitting'
  // in a translation: name, address and hours only, the English as each one's help
  const fields: FieldSet = isTranslation(lang)
    ? translationFieldSet(settingFields, english)
    : settingFields
  const loaded = isTranslation(lang) ? (translations[lang] ?? {}) : english
  const values: Record<string, unknown> =
    actionData?.values ?? Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, String(v)]))
  const [lat, setLat] = useState(Number(values.map_lat))
  const [lng, setLng] = useState(Number(values.map_lang))
  return (
    <>
      <PageHeader
        title="Company Info"
        description="The contact details, map position and hours shown across the site."
        actions={
          <Button to={historyHref({ settings: true })} variant="outline" size="sm">
            History
          </Button>
        }
      />
      <EditLanguageSwitch
        path="/admin/our-info"
        lang={lang}
        missing={Object.fromEntries(
          translationLanguages.map((code) => [
            code,
            missingTranslations(settingFields, english, translations[code] ?? {}),
          ]),
        )}
      />
      {drafts && draft && (
        <DraftPanel
          label="company info"
          draft={draft}
          shares={drafting?.shares ?? []}
          published={Object.entries(labels).map(([key, label]) => ({
            label,
            value: drafting.published?.[key],
          }))}
          publicPath="/contact"
          admin={drafting.admin}
          canDraft={drafting.canDraft}
          canDiscard={drafting.canDiscard}
          result={draftResult}
          busy={submitting}
        />
      )}
      {drafts && !directSave && !mayDraft && (
        <Notice
          tone="info"
          title="Only an administrator changes the company info, or drafts and shares changes to it."
        />
      )}
      {autosave.state.kind === 'stale' && (
        <AutosaveStopped message={autosave.state.message} reloadTo="/admin/our-info" />
      )}
      {params.get('saved') && !answered && (
        <Notice tone="success" role="status" title="Saved. It is live on the site." />
      )}
      <ErrorSummary
        focusKey={actionData}
        errors={actionData?.fieldErrors ?? {}}
        labels={labels}
        formError={actionData?.formError}
      />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className={styles.sections}
        onChange={(e) => {
          autosave.schedule()
          const form = e.currentTarget
          setLat(Number((form.elements.namedItem('map_lat') as HTMLInputElement | null)?.value))
          setLng(Number((form.elements.namedItem('map_lang') as HTMLInputElement | null)?.value))
        }}
      >
        <input type="hidden" name="version" value={version} />
        {drafts && <input type="hidden" name="draft_version" value={autosave.version} />}
        {groupsWithRest(settingFields, settingGroups).map((g) => {
          const shown = g.fields.flatMap((key) => {
            const field = fields[key]
            return field ? [{ key, field }] : []
          })
          if (shown.length === 0) return null
          return (
            <fieldset
              key={g.legend}
              className={`${card} ${styles.section}`}
              {...langAttributes(lang)}
            >
              <legend className={styles.sectionTitle}>{g.legend}</legend>
              {shown.map(({ key, field }) => (
                <FieldInput
                  key={key}
                  name={key}
                  field={field}
                  value={String(values[key] ?? '')}
                  error={actionData?.fieldErrors[key]}
                />
              ))}
              {g.fields.includes('map_lat') && <MapPreview lat={lat} lng={lng} />}
            </fieldset>
          )
        })}
        <div className={styles.actions}>
          {drafts && (
            <DraftSaveStatus text={draftStatusText(autosave.state, draftResult, timeZone)} />
          )}
          <SaveOrDraftButtons
            save={!drafts || directSave}
            draft={mayDraft}
            submitting={submitting}
            label="Save Info"
          />
        </div>
      </Form>
    </>
  )
}
