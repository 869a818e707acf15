import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { CompanyInfo } from '../../admin/pages/CompanyInfo'
import { loadCompanyInfo, saveCompanyInfo } from '../../admin/pages/page-editor.server'
import type { Route } from './+types/our-info'

/** /admin/our-info - the company settings, declared in the field registry. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCompanyInfo(request, context)

export const action = ({ request, context }: Route.ActionArgs) => saveCompanyInfo(request, context)

export const meta: Route.MetaFunction = () => adminMeta('Company Info')

export default function OurInfo({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyInfo
      key={loaderData.lang}
      version={loaderData.version}
      values={loaderData.values}
      ar={loaderData.ar}
      lang={loaderData.lang}
      actionData={actionData}
    />
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
