import { useRouteLoaderData } from 'react-router'
import type { SessionUser } from '@site/contract'
import type { NavGroupKey } from './nav-groups'

/**
 * What the admin layout's loader returns (routes/admin/layout.tsx), declared here so the shell's
 * parts can read it without importing the route module that renders them (a cycle).
 */
export interface AdminLayoutData {
  user: SessionUser
  /** the menu's unread badge; null when content-api cannot say */
  unreadMessages: number | null
  /** the badge on "Drafts & review": drafts asking for review; null for editors or unknown */
  draftsInReview: number | null
  /** every admin date is shown in the company's zone */
  timeZone: string
  /** the menu groups the editor left open (its cookie); null before any choice */
  navOpen: NavGroupKey[] | null
}

export function useAdminLayoutData(): AdminLayoutData | undefined {
  return useRouteLoaderData('routes/admin/layout') as AdminLayoutData | undefined
}
