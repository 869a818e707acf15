import { redirect } from 'react-router'

/**
 * Old and misspelt admin paths the spec's dashboard linked to: /admin/home-content (singular)
 * is /admin/home-contents.
 */
export function loader() {
  return redirect('/admin/home-contents', 301)
}
