import { redirect } from 'react-router'

/**
 * Old and misspelt admin paths the first admin's dashboard linked to (bookmarks may keep them):
 * /admin/home-content (singular)
 * is /admin/home-contents.
 */
export function loader() {
  return redirect('/admin/home-contents', 301)
}
