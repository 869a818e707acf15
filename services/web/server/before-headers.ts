import type { Response } from 'express'

/** Runs `prepare` just before the status line and headers go out (the status is known then). */
export function beforeHeaders(res: Response, prepare: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response
  res.writeHead = ((...args: unknown[]) => {
    if (typeof args[0] === 'number') res.statusCode = args[0]
    prepare()
    return writeHead(...args)
  }) as Response['writeHead']
}
