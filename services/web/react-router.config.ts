import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // Server-side rendering on our own Express server (server/app.ts); build -> build/{client,server}.
  ssr: true,
} satisfies Config
