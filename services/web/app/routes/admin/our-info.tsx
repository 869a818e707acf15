import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { CompanyInfo } from '../../admin/pages/CompanyInfo'
import {
  companyDraftAction,
  loadCompanyInfo,
  saveCompanyInfo,
} from '../../admin/pages/page-editor.server'
import { isDraftIntent } from '../../admin/drafts/draft-intent'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/our-info'

/** /admin/our-info - the company settings, declared in the field registry. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCompanyInfo(request, context)

/** Save Info (straight to the site), or a draft intent (Save draft, autosave, the draft panel). */
export const action = async ({ request, context }: Route.ActionArgs) =>
  isDraftIntent((await request.clone().formData()).get('intent'))
    ? companyDraftAction(request, context)
    : saveCompanyInfo(request, context)

// An autosave must not reload the form the editor is typing in (its answer carries the version).
export const shouldRevalidate = ({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formData?.get('autosave') === '1' ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.companyInfo'))

export default function OurInfo({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyInfo
      key={loaderData.lang}
      version={loaderData.version}
      values={loaderData.values}
      translations={loaderData.translations}
      lang={loaderData.lang}
      actionData={actionData}
      drafting={loaderData.drafting}
    />
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
