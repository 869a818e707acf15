import { startStack } from '../support/stack.ts'
import { STACK_INFO_ENV, type StackInfo } from './stack-info.ts'

/** Starts content-api, media and web once for the whole run; returns the teardown. */
export default async function globalSetup() {
  const stack = await startStack({})
  const info: StackInfo = {
    webUrl: stack.webUrl,
    contentApiUrl: stack.contentApiUrl,
    contentDir: stack.contentDir,
  }
  process.env[STACK_INFO_ENV] = JSON.stringify(info)
  return async () => {
    await stack.stop()
  }
}
