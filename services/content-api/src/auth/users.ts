import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { Role, type SessionUser } from '../schemas/index.js'
import { JsonFileStore } from './json-file-store.js'
import { hashPassword } from './password.js'

const StoredUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: Role,
  passwordHash: z.string(),
  createdAt: z.string(),
})
type StoredUser = z.infer<typeof StoredUser>
const UsersFile = z.object({ users: z.array(StoredUser) })

export const publicUser = ({ id, email, name, role }: StoredUser): SessionUser => ({
  id,
  email,
  name,
  role,
})

/** Admin users in DATA_DIR/users.json (never in git: personal data). */
export class UserStore {
  private constructor(private readonly store: JsonFileStore<z.infer<typeof UsersFile>>) {}

  static async open(dataDir: string): Promise<UserStore> {
    return new UserStore(
      await JsonFileStore.open(path.join(dataDir, 'users.json'), UsersFile, { users: [] }),
    )
  }

  count(): number {
    return this.store.read().users.length
  }

  findByEmail(email: string): StoredUser | undefined {
    const wanted = email.trim().toLowerCase()
    return this.store.read().users.find((u) => u.email === wanted)
  }

  findById(id: string): StoredUser | undefined {
    return this.store.read().users.find((u) => u.id === id)
  }

  async create(input: {
    email: string
    name: string
    role: Role
    password: string
  }): Promise<SessionUser> {
    const user: StoredUser = {
      id: randomUUID(),
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      createdAt: new Date().toISOString(),
    }
    await this.store.update((draft) => {
      if (draft.users.some((u) => u.email === user.email))
        throw new Error(`User ${user.email} exists`)
      draft.users.push(user)
    })
    return publicUser(user)
  }
}
