import { Link } from 'react-router'
import { Button } from '../../ui/Button'
import { AdminIcon } from '../../admin/AdminIcon'
import { AdminRouteError } from '../../admin/AdminRouteError'
import * as styles from '../../admin/dashboard.css'
import { orLoadFailure } from '../../admin/load-errors.server'
import { adminMeta } from '../../admin/meta'
import { PageHeader } from '../../admin/PageHeader'
import { card } from '../../admin/theme.css'
import { requireEditor } from '../../session.server'
import type { Route } from './+types/dashboard'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, api } = await requireEditor(request, context)
  const solutions = await orLoadFailure(api.listSolutions())
  // Only real numbers: the other collections get their cards when their issues add them.
  return { userName: user.name, totalSolutions: solutions.length }
}

export const meta: Route.MetaFunction = () => adminMeta('Dashboard')

/** "Eda Editor" -> "Eda": the greeting uses the first name. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { userName, totalSolutions } = loaderData
  return (
    <>
      <PageHeader
        title={`Welcome back, ${firstName(userName)}`}
        description="Edit what visitors see on the Falcon Gridworks site. Every save goes live at once and is kept in the content history."
        actions={
          <Button to="/" variant="outline" size="sm" iconEnd="arrow-right">
            View Site
          </Button>
        }
      />

      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className={styles.sectionTitle}>
          Overview
        </h2>
        <dl className={styles.grid}>
          <div className={`${card} ${styles.stat}`}>
            <dt className={styles.statTop}>
              Total Solutions
              <span className={styles.statIcon} aria-hidden="true">
                <AdminIcon name="layers" size={20} />
              </span>
            </dt>
            <dd className={styles.statValue}>{totalSolutions}</dd>
            <dd className={styles.statFoot}>
              <Link to="/admin/solutions">Manage solutions</Link>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className={styles.sectionTitle}>
          Quick Actions
        </h2>
        <ul className={styles.actions}>
          <li>
            <Link to="/admin/solutions" className={`${card} ${styles.action}`}>
              <span className={styles.statIcon} aria-hidden="true">
                <AdminIcon name="pencil" size={20} />
              </span>
              <span className={styles.actionText}>
                <span className={styles.actionTitle}>Edit solutions</span>
                <span className={styles.actionHint}>
                  Titles, descriptions, features and images of the solution pages
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/" className={`${card} ${styles.action}`}>
              <span className={styles.statIcon} aria-hidden="true">
                <AdminIcon name="globe" size={20} />
              </span>
              <span className={styles.actionText}>
                <span className={styles.actionTitle}>View the site</span>
                <span className={styles.actionHint}>See the public pages as visitors do</span>
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
