import type { AppLoadContext } from 'react-router'
import { readPublic } from '../site/content-read.server'
import { buildHomeContent, toSolutionCards } from './home-content'

/** Home: page content and solutions in parallel; content-api down is a 503, never an empty page. */
export async function loadHome(context: AppLoadContext) {
  const api = context.contentApi()
  const [page, solutions] = await Promise.all([
    readPublic('home page content', () => api.getPage('home')),
    readPublic('solutions', () => api.listSolutions()),
  ])
  return { home: buildHomeContent(page), solutions: toSolutionCards(solutions) }
}
