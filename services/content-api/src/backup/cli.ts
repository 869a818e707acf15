import { runBackupCli } from './run-cli.js'

/**
 * `npm run backup -- [--data-dir DIR] [--out FILE|-]` and `npm run restore -- --from FILE|-
 * [--data-dir DIR]`; in the image: `node services/content-api/dist/backup/cli.js backup ...`.
 * Exits 1 with the reason on standard error when it cannot do what was asked.
 */
process.exitCode = await runBackupCli(process.argv.slice(2), {
  // npm runs scripts from the repository root; paths typed are relative to where they were
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
  stdout: (data) =>
    new Promise<void>((resolve, reject) =>
      process.stdout.write(data, (error) => (error ? reject(error) : resolve())),
    ),
  stdin: async () => {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  },
  stderr: (text) => void process.stderr.write(text),
})
